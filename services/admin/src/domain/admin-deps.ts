import { createTokenSigner, privateKeyFrom, type ServiceContext, type TokenSigner } from '@easel/service-kit';
import type { AdminConfig } from '../config';
import { createAdminsRepository, type AdminsRepository } from '../data-access/admins-repository';
import { createAuditLogRepository, type AuditLogRepository } from '../data-access/audit-log-repository';
import { createDomainServices, type DomainServices } from '../data-access/domain-services';
import { secondFactorBox } from './secret-box';

export type AdminContext = ServiceContext<AdminConfig>;

/** What every feature of the admin area works with: built once per service context (adminDepsOf). */
export interface AdminDeps {
  ctx: AdminContext;
  admins: AdminsRepository;
  /** Every action writes its line here: who, what, the target, the reason, before and after. */
  auditLog: AuditLogRepository;
  /** The services that own the data the admins act on. */
  services: DomainServices;
  /** Signs admin-audience tokens with the platform's key. */
  signer: Promise<TokenSigner>;
  now(): Date;
}

const depsOf = new WeakMap<object, AdminDeps>();
export function adminDepsOf(ctx: AdminContext): AdminDeps {
  const made = depsOf.get(ctx);
  if (made) return made;
  const deps: AdminDeps = {
    ctx,
    admins: createAdminsRepository(ctx.db, secondFactorBox(ctx.config)),
    auditLog: createAuditLogRepository(ctx.db),
    services: createDomainServices(
      ctx.internal,
      {
        identity: ctx.config.IDENTITY_URL,
        catalog: ctx.config.CATALOG_URL,
        artist: ctx.config.ARTIST_URL,
        commerce: ctx.config.COMMERCE_URL,
        community: ctx.config.COMMUNITY_URL,
      },
      ctx.logger,
    ),
    signer: createTokenSigner(privateKeyFrom(ctx.config)),
    now: () => new Date(),
  };
  depsOf.set(ctx, deps);
  return deps;
}
