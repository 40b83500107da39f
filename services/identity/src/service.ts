import { defineService, outboxRoutes, type BaseContext } from '@easel/service-kit';
import { Router } from 'express';
import { migrations } from '../migrations';
import { identityConfigShape, type IdentityConfig } from './config';
import { seedDemoAccounts } from './domain/demo-accounts';
import type { IdentityDeps } from './domain/identity-deps';
import { endedSessionsOf, forgetOldSessions } from './domain/sessions';
import { createSessionsRepository } from './data-access/sessions-repository';
import { createUsersRepository } from './data-access/users-repository';
import { dashboardRoutes } from './entry-points/http/dashboard-routes';
import { identityRoutes } from './entry-points/http/routes';
import { sessionRoutes } from './entry-points/http/session-routes';
import { createIdentityDeps, type IdentityOptions } from './identity';

const FORGET_EVERY_MS = 60 * 60 * 1000;

/** Accounts, sessions and tokens, password reset, Google sign-in and bookmarks. */
export function createIdentityService(options: IdentityOptions = {}) {
  // The routes and the relay share one outbox, so a commit in a route wakes the relay at once.
  const depsOf = new WeakMap<BaseContext<IdentityConfig>, Promise<IdentityDeps>>();
  const deps = (ctx: BaseContext<IdentityConfig>) =>
    depsOf.get(ctx) ?? depsOf.set(ctx, createIdentityDeps(ctx, options)).get(ctx)!;
  return defineService({
    name: 'identity',
    configShape: identityConfigShape,
    migrations,
    deps: (ctx) => ctx,
    sessionRoutes: async (ctx) => sessionRoutes(await deps(ctx), ctx.verifier),
    routes: async (ctx) =>
      Router().use(outboxRoutes(ctx.db), dashboardRoutes(ctx.db), identityRoutes(await deps(ctx), ctx.logger)),
    // identity ends sessions itself: its own table says at once, with no feed to wait for.
    endedSessions: (ctx) => endedSessionsOf(createSessionsRepository(ctx.db)),
    jobs(ctx) {
      const stopOutbox = deps(ctx).then((ready) => ready.outbox.start());
      const forget = () =>
        forgetOldSessions(createSessionsRepository(ctx.db)).catch((error: unknown) =>
          ctx.logger.warn({ err: error }, 'old sessions could not be removed'),
        );
      const timer = setInterval(() => void forget(), FORGET_EVERY_MS).unref();
      return async () => {
        clearInterval(timer);
        (await stopOutbox)();
      };
    },
    async seed(ctx) {
      if (await seedDemoAccounts(createUsersRepository(ctx.db))) ctx.logger.info('demo accounts created');
    },
  });
}

export const identityService = createIdentityService();
