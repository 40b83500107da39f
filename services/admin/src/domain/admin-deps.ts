import type { Db, Logger, TokenSigner } from '@easel/service-kit';
import type { AdminsRepository } from '../data-access/admins-repository';
import type { AuditLogRepository } from '../data-access/audit-log-repository';
import type { CatalogCovers } from '../data-access/catalog-covers';
import type { DomainServices } from '../data-access/domain-services';
import type { LoginFailuresRepository } from '../data-access/login-failures-repository';

/** What every feature of the admin area works with: built once, in src/deps.ts. */
export interface AdminDeps {
  admins: AdminsRepository;
  /** Every action writes its line here: who, what, the target, the reason, before and after. */
  auditLog: AuditLogRepository;
  /** Failed sign-ins per e-mail, and the lock they lead to. */
  loginFailures: LoginFailuresRepository;
  /** The services that own the data the admins act on. */
  services: DomainServices;
  /** Article covers, streamed on to catalog. */
  covers: CatalogCovers;
  /** Signs admin-audience tokens with the platform's key. */
  signer: TokenSigner;
  /** Runs work in one transaction, so a change and its audit line land together. */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T>;
  logger: Logger;
  now(): Date;
}
