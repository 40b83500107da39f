import type { Server } from 'node:http';
import path from 'node:path';
import { Router, type Express } from 'express';
import type { z } from 'zod';
import { publicKeyFrom } from './auth/keys';
import { createTokenVerifier, type TokenVerifier } from './auth/tokens';
import { ConfigError, loadServiceConfig, type BaseConfig, type ServiceConfig } from './config';
import { createDb, type Db } from './db/create-db';
import { withAdvisoryLock } from './db/advisory-lock';
import { migrateUp, type Migration } from './db/migrations';
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
  verifier: TokenVerifier;
  /** Calls to other services' /internal routes, with the credential this service's own /internal routes expect. */
  internal: InternalClient;
  /** Shared with the other replicas when REDIS_URL is set. */
  redis?: Redis;
}

export interface ServiceDefinition<S extends z.ZodRawShape> {
  name: string;
  /** The service's own settings; PORT among them. Merged over baseConfigShape. */
  configShape: S;
  migrations: Migration[];
  routes(ctx: ServiceContext<ServiceConfig<S>>): Router | Promise<Router>;
  /** Demo data, run at start when SEED=demo; it checks for itself whether the database is empty. */
  seed?(ctx: ServiceContext<ServiceConfig<S>>): Promise<void>;
  /** Background work started after listen; returns its stop function. */
  jobs?(ctx: ServiceContext<ServiceConfig<S>>): () => Promise<void>;
}

export function defineService<S extends z.ZodRawShape>(definition: ServiceDefinition<S>) {
  return definition;
}

/** The express app of a service for a given context: used by the running service and by its tests. */
export async function buildServiceApp<S extends z.ZodRawShape>(
  definition: ServiceDefinition<S>,
  ctx: ServiceContext<ServiceConfig<S>>,
): Promise<Express> {
  // Only the other services, holding the shared credential, reach /internal.
  const routes = Router()
    .use('/internal', requireServiceCredential(ctx.internal.secret))
    .use(await definition.routes(ctx));
  return createApp({ logger: ctx.logger, routes, readiness: () => ctx.db.raw('select 1') });
}

/** Config, database, migrations, seed, HTTP and graceful shutdown: the whole life of a service. */
export async function runService<S extends z.ZodRawShape>(definition: ServiceDefinition<S>): Promise<Server> {
  const config = readConfigOrExit(definition.configShape);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const schema = config.DB_SCHEMA ?? definition.name;
  const db = await createDb({ schema, databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, definition.name) });
  await migrateUp(db, schema, definition.migrations);
  const ctx = {
    config,
    db,
    logger,
    verifier: await createTokenVerifier(publicKeyFrom(config)),
    internal: createInternalClient(serviceCredentialFrom(config)),
    redis: createRedis(config.REDIS_URL, logger),
  } as ServiceContext<ServiceConfig<S>>;
  const seed = definition.seed;
  // Two replicas starting on an empty database would both seed: they take turns, the second finds data.
  if (config.SEED === 'demo' && seed) await withAdvisoryLock(db, `${schema}:seed`, () => seed(ctx));
  const app = await buildServiceApp(definition, ctx);
  const server = serve(app, {
    name: definition.name,
    port: Number(config.PORT),
    host: config.HOST,
    logger,
    onStop: async () => {
      await stopJobs?.();
      await db.destroy();
      ctx.redis?.disconnect();
    },
  });
  // Jobs start once the service listens; onStop runs only later, on a signal, so it can name them.
  const stopJobs = definition.jobs?.(ctx);
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
