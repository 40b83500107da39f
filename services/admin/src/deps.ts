import { createTokenSigner, privateKeyFrom, type ServiceContext } from '@easel/service-kit';
import type { AdminConfig } from './config';
import { createAdminsRepository } from './data-access/admins-repository';
import { createAuditLogRepository } from './data-access/audit-log-repository';
import { createCatalogCovers } from './data-access/catalog-covers';
import { createDomainServices } from './data-access/domain-services';
import { createLoginFailuresRepository } from './data-access/login-failures-repository';
import type { AdminDeps } from './domain/admin-deps';
import { secondFactorBox } from './domain/secret-box';

/** Wires the repositories, the clients of the services that own the data, and the token signer. */
export async function createAdminDeps({
  config,
  db,
  logger,
  internal,
}: ServiceContext<AdminConfig>): Promise<AdminDeps> {
  return {
    admins: createAdminsRepository(db, secondFactorBox(config)),
    auditLog: createAuditLogRepository(db),
    loginFailures: createLoginFailuresRepository(db),
    services: createDomainServices(
      internal,
      {
        identity: config.IDENTITY_URL,
        catalog: config.CATALOG_URL,
        artist: config.ARTIST_URL,
        commerce: config.COMMERCE_URL,
        community: config.COMMUNITY_URL,
      },
      logger,
    ),
    covers: createCatalogCovers(config.CATALOG_URL, internal.secret),
    signer: await createTokenSigner(privateKeyFrom(config)),
    transaction: (work) => db.transaction(work),
    logger,
    now: () => new Date(),
  };
}
