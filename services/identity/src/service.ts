import { defineService } from '@easel/service-kit';
import { migrations } from '../migrations';
import { identityConfigShape } from './config';
import { seedDemoAccounts } from './domain/demo-accounts';
import { createUsersRepository } from './data-access/users-repository';
import { identityRoutes } from './entry-points/http/routes';
import { createIdentityDeps, type IdentityOptions } from './identity';

/** Accounts, tokens, password reset, Google sign-in and bookmarks. */
export function createIdentityService(options: IdentityOptions = {}) {
  return defineService({
    name: 'identity',
    configShape: identityConfigShape,
    migrations,
    routes: async (ctx) => identityRoutes(await createIdentityDeps(ctx, options), ctx.verifier, ctx.logger),
    async seed(ctx) {
      if (await seedDemoAccounts(createUsersRepository(ctx.db))) ctx.logger.info('demo accounts created');
    },
  });
}

export const identityService = createIdentityService();
