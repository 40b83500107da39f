import path from 'node:path';
import { friendlyParse } from '@easel/contracts';
import { z } from 'zod';

// The repository's own .data folder, whatever folder a service is started from.
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../../.data');

/**
 * After SIGTERM, how long /readyz fails while calls are still served, so a load balancer stops sending new ones
 * before the server closes. Tests stop servers often and have no balancer: no wait there.
 */
const drainMs = z.coerce
  .number()
  .int()
  .min(0)
  .default(() => (process.env.NODE_ENV === 'test' ? 0 : 2000));

/** Settings every service reads; each service adds its own shape (PORT default first of all). */
export const baseConfigShape = {
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_PUBLIC_KEY: z.string().optional(),
  /** Where the service listens: the loopback by default, so only the gateway is public; 0.0.0.0 in containers. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The credential of /internal calls, shared by every service; unset → a local one under $DATA_DIR/keys. */
  INTERNAL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Shares rate limits and ended sessions between replicas; unset → each process keeps its own in memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Where identity answers other services: profiles, and the feed of ended sessions every service follows. */
  IDENTITY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://127.0.0.1:4101'),
  PRODUCT_NAME: z.string().min(1).default('Easel'),
  SUPPORT_EMAIL: z.string().email().default('support@easel.example'),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** 1: run the migrations (under their lock) and exit, without seeding or listening; a deploy's migration step. */
  MIGRATE_ONLY: z.enum(['0', '1']).default('0'),
  DRAIN_MS: drainMs,
};

export type BaseConfig = z.infer<z.ZodObject<typeof baseConfigShape>>;
export type ServiceConfig<S extends z.ZodRawShape> = BaseConfig & z.infer<z.ZodObject<S>>;

export const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

export class ConfigError extends Error {}

/** Parses the environment; every bad value is reported on its own line, then the service stops. */
export function loadConfig<S extends z.ZodRawShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<S>> {
  const values = Object.fromEntries(Object.keys(shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const result = friendlyParse(z.object(shape), values);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(values[String(issue.path[0])])})`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The base settings plus a service's own, in one pass so that every bad value is listed together. */
export function loadServiceConfig<S extends z.ZodRawShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
): ServiceConfig<S> {
  return loadConfig({ ...baseConfigShape, ...shape }, env) as ServiceConfig<S>;
}
