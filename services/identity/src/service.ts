import { defineService, outboxRoutes, type ServiceContext } from '@easel/service-kit';
import { Router } from 'express';
import { migrations } from '../migrations';
import { identityConfigShape, type IdentityConfig } from './config';
import { seedDemoAccounts } from './domain/demo-accounts';
import type { IdentityDeps } from './domain/identity-deps';
import { createUsersRepository } from './data-access/users-repository';
import { identityRoutes } from './entry-points/http/routes';
import { createIdentityDeps, type IdentityOptions } from './identity';

/** Accounts, tokens, password reset, Google sign-in and bookmarks. */
export function createIdentityService(options: IdentityOptions = {}) {
  // The routes and the relay share one outbox, so a commit in a route wakes the relay at once.
  const depsOf = new WeakMap<ServiceContext<IdentityConfig>, Promise<IdentityDeps>>();
  const deps = (ctx: ServiceContext<IdentityConfig>) => depsOf.get(ctx) ?? depsOf.set(ctx, createIdentityDeps(ctx, options)).get(ctx)!;
  return defineService({
    name: 'identity',
    configShape: identityConfigShape,
    migrations,
    routes: async (ctx) => Router().use(outboxRoutes(ctx.db), identityRoutes(await deps(ctx), ctx.verifier, ctx.logger)),
    jobs(ctx) {
      const stop = deps(ctx).then((ready) => ready.outbox.start());
      return async () => (await stop)();
    },
    async seed(ctx) {
      if (await seedDemoAccounts(createUsersRepository(ctx.db))) ctx.logger.info('demo accounts created');
    },
  });
}

export const identityService = createIdentityService();
