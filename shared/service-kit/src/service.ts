import type { Server } from 'node:http';
import path from 'node:path';
import { Router, type Express } from 'express';
import type { z } from 'zod';
import {
  followEndedSessions,
  refusingEndedSessions,
  type EndedSessions,
  type EndedSessionsFeed,
} from './auth/ended-sessions';
import { publicKeyFrom } from './auth/keys';
import { authenticate } from './auth/middleware';
import { AUDIENCE, createTokenVerifier, type Audience, type TokenVerifier } from './auth/tokens';
import { ConfigError, loadServiceConfig, type BaseConfig, type ServiceConfig } from './config';
import { createDb, type Db } from './db/create-db';
import { withAdvisoryLock } from './db/advisory-lock';
import { migrateUp, type Migration } from './db/migrations';
import { isNewPglite } from './db/pglite-template';
import { createApp } from './http/create-app';
import { serve } from './http/serve';
import { createInternalClient, type InternalClient } from './internal/internal-client';
import { requireServiceCredential, serviceCredentialFrom } from './internal/service-credential';
import { createLogger, type Logger } from './logger';
import { createRedis, type Redis } from './redis/redis';

export interface ServiceContext<C extends BaseConfig = BaseConfig> {
  config: C;
  db: Db;
  logger: Logger;
  /** Checks a token's signature, audience and expiry, and refuses the sessions identity has ended. */
  verifier: TokenVerifier;
  endedSessions: EndedSessions;
  /** Calls to other services' /internal routes, with the credential this service's own /internal routes expect. */
  internal: InternalClient;
  /** Shared with the other replicas when REDIS_URL is set. */
  redis?: Redis;
}

export interface ServiceDefinition<S extends z.ZodRawShape, D = unknown> {
  name: string;
  /** The service's own settings; PORT among them. Merged over baseConfigShape. */
  configShape: S;
  migrations: Migration[];
  /** The tokens the service's callers carry: users' (the default) or admins'. */
  audience?: Audience;
  /**
   * The one place the service is wired: its repositories, clients, mailer and outbox, built once from the context. The
   * routes, the jobs and the seed all receive this same object, so a commit in a route wakes the relay the jobs run.
   */
  deps(ctx: ServiceContext<ServiceConfig<S>>): D | Promise<D>;
  /** Routes that start or end a session (log in, renew, log out): before the bearer check, so a stale token never stops them. */
  sessionRoutes?(deps: D): Router | Promise<Router>;
  /** Every other route: a bearer token that is bad or whose session has ended is a 401 before any of them runs. */
  routes(deps: D): Router | Promise<Router>;
  /** How the service learns that a session has ended; by default from identity's feed (and Redis). identity reads its own table. */
  endedSessions?(ctx: BaseContext<ServiceConfig<S>>): EndedSessions;
  /** Demo data, run at start when SEED=demo; it checks for itself whether the database is empty. */
  seed?(deps: D): Promise<void>;
  /**
   * Work of the demo seed that needs no database (drawing pictures), started as the process starts when SEED=demo and
   * its embedded database is new, so that it runs while the database is made; seed() then finds it done or under way.
   */
  seedAhead?(config: ServiceConfig<S>): void;
  /** Background work started after listen; returns its stop function. */
  jobs?(deps: D): () => Promise<void>;
}

/** What a context holds before its token checks are made. */
export type BaseContext<C extends BaseConfig = BaseConfig> = Omit<ServiceContext<C>, 'verifier' | 'endedSessions'>;

/** The context's token checks; `feed` is identity's feed of ended sessions, which the service polls, unless it has its own. */
export async function tokenChecks<S extends z.ZodRawShape, D>(
  definition: ServiceDefinition<S, D>,
  base: BaseContext<ServiceConfig<S>>,
  publicKeyPem: string,
): Promise<{ verifier: TokenVerifier; endedSessions: EndedSessions; feed?: EndedSessionsFeed }> {
  const feed = definition.endedSessions
    ? undefined
    : followEndedSessions({
        internal: base.internal,
        identityUrl: base.config.IDENTITY_URL,
        redis: base.redis,
        logger: base.logger,
      });
  const endedSessions = definition.endedSessions?.(base) ?? feed!;
  return {
    verifier: refusingEndedSessions(await createTokenVerifier(publicKeyPem), endedSessions),
    endedSessions,
    feed,
  };
}

export function defineService<S extends z.ZodRawShape, D>(definition: ServiceDefinition<S, D>) {
  return definition;
}

/** The express app of a service for a given context and the deps built from it: used by the running service and by its tests. */
export async function buildServiceApp<S extends z.ZodRawShape, D>(
  definition: ServiceDefinition<S, D>,
  ctx: ServiceContext<ServiceConfig<S>>,
  deps: D,
): Promise<Express> {
  const routes = Router()
    // Only the other services, holding the shared credential, reach /internal.
    .use('/internal', requireServiceCredential(ctx.internal.secret))
    .use((await definition.sessionRoutes?.(deps)) ?? Router())
    // A token that is bad or whose session has ended is refused on every route of every service, not only where one is needed.
    .use(authenticate(ctx.verifier, { audience: definition.audience ?? AUDIENCE.user }))
    .use(await definition.routes(deps));
  return createApp({
    logger: ctx.logger,
    routes,
    readiness: () => ctx.db.raw('select 1'),
    internalSecret: ctx.internal.secret,
  });
}

/** Config, database, migrations, seed, HTTP and graceful shutdown: the whole life of a service. */
export async function runService<S extends z.ZodRawShape, D>(definition: ServiceDefinition<S, D>): Promise<Server> {
  const clock = startClock();
  const config = readConfigOrExit(definition.configShape);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const schema = config.DB_SCHEMA ?? definition.name;
  const pgliteDir = path.join(config.DATA_DIR, definition.name);
  if (config.SEED === 'demo' && !config.DATABASE_URL && isNewPglite(pgliteDir)) definition.seedAhead?.(config);
  const db = await createDb({ schema, databaseUrl: config.DATABASE_URL, pgliteDir });
  clock.lap('database');
  await migrateUp(db, schema, definition.migrations);
  clock.lap('migrations');
  if (config.MIGRATE_ONLY === '1') {
    logger.info(`migrated ${clock.summary()}`);
    await db.destroy();
    process.exit(0);
  }
  const base = {
    config,
    db,
    logger,
    internal: createInternalClient(serviceCredentialFrom(config)),
    redis: createRedis(config.REDIS_URL, logger),
  } as BaseContext<ServiceConfig<S>>;
  const { feed, ...checks } = await tokenChecks(definition, base, publicKeyFrom(config));
  const ctx: ServiceContext<ServiceConfig<S>> = { ...base, ...checks };
  const deps = await definition.deps(ctx);
  const seed = definition.seed;
  // Two replicas starting on an empty database would both seed: they take turns, the second finds data.
  if (config.SEED === 'demo' && seed) await withAdvisoryLock(db, `${schema}:seed`, () => seed(deps));
  clock.lap('seed');
  const app = await buildServiceApp(definition, ctx, deps);
  const server = serve(app, {
    name: definition.name,
    port: Number(config.PORT),
    host: config.HOST,
    logger,
    drainMs: config.DRAIN_MS,
    onStop: async () => {
      stopFollowing?.();
      await stopJobs?.();
      await db.destroy();
      ctx.redis?.disconnect();
    },
  });
  server.once('listening', () => {
    clock.lap('listening');
    logger.info(`started ${clock.summary()}`);
  });
  // Jobs start once the service listens; onStop runs only later, on a signal, so it can name them.
  const stopJobs = definition.jobs?.(deps);
  const stopFollowing = feed?.start();
  return server;
}

function readConfigOrExit<S extends z.ZodRawShape>(shape: S): ServiceConfig<S> & { PORT: number } {
  try {
    return loadServiceConfig(shape) as ServiceConfig<S> & { PORT: number };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Where a start's time went, for `npm start`'s log and the start bench: loading (the process until runService, tsx
 * compiling included), then each step since the previous one.
 */
function startClock() {
  const laps: [string, number][] = [['loading', Math.round(process.uptime() * 1000)]];
  let last = performance.now();
  return {
    lap(step: string) {
      const now = performance.now();
      laps.push([step, Math.round(now - last)]);
      last = now;
    },
    summary: () =>
      `in ${Math.round(process.uptime() * 1000)} ms: ${laps.map(([step, ms]) => `${step} ${ms} ms`).join(', ')}`,
  };
}
