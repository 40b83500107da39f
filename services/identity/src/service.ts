import { defineService, outboxRoutes } from '@easel/service-kit';
import { Router } from 'express';
import { migrations } from '../migrations';
import { identityConfigShape } from './config';
import { createSessionsRepository } from './data-access/sessions-repository';
import { createIdentityDeps, type IdentityOptions } from './deps';
import { seedDemoAccounts } from './domain/demo-accounts';
import { endedSessionsOf, forgetOldSessions } from './domain/sessions';
import { dashboardRoutes } from './entry-points/http/dashboard-routes';
import { identityRoutes } from './entry-points/http/routes';
import { sessionRoutes } from './entry-points/http/session-routes';

const FORGET_EVERY_MS = 60 * 60 * 1000;

/** Accounts, sessions and tokens, password reset, Google sign-in and bookmarks. */
export function createIdentityService(options: IdentityOptions = {}) {
  return defineService({
    name: 'identity',
    configShape: identityConfigShape,
    migrations,
    deps: (ctx) => createIdentityDeps(ctx, options),
    sessionRoutes: (deps) => sessionRoutes(deps, deps.verifier),
    routes: (deps) => Router().use(outboxRoutes(deps.db), dashboardRoutes(deps), identityRoutes(deps, deps.logger)),
    // identity ends sessions itself: its own table says at once, with no feed to wait for.
    endedSessions: (ctx) => endedSessionsOf(createSessionsRepository(ctx.db)),
    jobs(deps) {
      const stopOutbox = deps.outbox.start();
      const forget = () =>
        forgetOldSessions(deps.sessions).catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'old sessions could not be removed'),
        );
      const timer = setInterval(() => void forget(), FORGET_EVERY_MS).unref();
      return async () => {
        clearInterval(timer);
        await stopOutbox();
      };
    },
    async seed(deps) {
      if (await seedDemoAccounts(deps.users)) deps.logger.info('demo accounts created');
    },
  });
}

export const identityService = createIdentityService();
