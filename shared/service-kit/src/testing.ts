import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import { createTokenSigner } from './auth/tokens';
import { loadServiceConfig } from './config';
import { createTestDb } from './db/test-db';
import { createInternalClient } from './internal/internal-client';
import { SERVICE_CREDENTIAL_HEADER } from './internal/service-credential';
import { createLogger } from './logger';
import { createRedis } from './redis/redis';
import { buildServiceApp, tokenChecks, type BaseContext, type ServiceContext, type ServiceDefinition } from './service';

/**
 * Redis for one test file: REDIS_URL with a key prefix no other run uses (ioredis reads `?keyPrefix=`), and a
 * cleanup that deletes the run's keys. TEST_REDIS_URL moves it from the local 127.0.0.1:6379.
 */
export function testRedis() {
  const server = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  const keyPrefix = `easel-test-${randomBytes(6).toString('hex')}:`;
  return {
    url: `${server}?keyPrefix=${keyPrefix}`,
    async cleanup() {
      const redis = createRedis(server)!;
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

export function testKeyPair() {
  return generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

/**
 * A service's app on a fresh migrated database, with its own key pair, for supertest.
 * `env` overrides settings as environment variables would: REDIS_URL connects ctx.redis (give a test its own
 * `?keyPrefix=` in it), AUTH_PRIVATE_KEY and AUTH_PUBLIC_KEY replace the fresh pair.
 * `endedSessionsFeed` is identity's feed as the service follows it, not polled: a test calls `poll()` by hand.
 */
export async function startTestService<S extends z.ZodRawShape, D>(
  definition: ServiceDefinition<S, D>,
  env: Record<string, string> = {},
) {
  // Services under test together (identity signing, another verifying) share a pair passed in env.
  const keys =
    env.AUTH_PRIVATE_KEY && env.AUTH_PUBLIC_KEY
      ? { privateKey: env.AUTH_PRIVATE_KEY, publicKey: env.AUTH_PUBLIC_KEY }
      : testKeyPair();
  const config = loadServiceConfig(definition.configShape, {
    SEED: 'none',
    LOG_LEVEL: 'silent',
    AUTH_PRIVATE_KEY: keys.privateKey,
    AUTH_PUBLIC_KEY: keys.publicKey,
    ...env,
  });
  const testDb = await createTestDb(definition.name, definition.migrations);
  const base: BaseContext<typeof config> = {
    config,
    db: testDb.db,
    logger: createLogger(definition.name, 'silent'),
    internal: createInternalClient(config.INTERNAL_SECRET ?? randomBytes(32).toString('base64url')),
    redis: createRedis(config.REDIS_URL),
  };
  const { feed, ...checks } = await tokenChecks(definition, base, keys.publicKey);
  const ctx: ServiceContext<typeof config> = { ...base, ...checks };
  const deps = await definition.deps(ctx);
  const app = await buildServiceApp(definition, ctx, deps);
  // `.set(service.credential)` lets a test call /internal as another service would.
  const credential = { [SERVICE_CREDENTIAL_HEADER]: ctx.internal.secret };
  const stop = async () => {
    ctx.redis?.disconnect();
    await testDb.drop();
  };
  return {
    app,
    ctx,
    deps,
    keys,
    credential,
    endedSessionsFeed: feed,
    signer: await createTokenSigner(keys.privateKey),
    stop,
  };
}

/** The checks every service passes: health endpoints and a JSON 404; one call per service's test file. */
export function describeServiceBasics<S extends z.ZodRawShape, D>(definition: ServiceDefinition<S, D>) {
  describe(`${definition.name} basics`, () => {
    let service: Awaited<ReturnType<typeof startTestService<S, D>>>;
    beforeAll(async () => {
      service = await startTestService(definition);
    }, 60_000);
    afterAll(() => service.stop());

    it('when asked /livez and /readyz, then both answer ok', async () => {
      const request = (await import('supertest')).default;
      await request(service.app).get('/livez').expect(200, { status: 'ok' });
      await request(service.app).get('/readyz').expect(200, { status: 'ok' });
    });

    it('when a path is unknown, then a JSON 404 with a message answers', async () => {
      const request = (await import('supertest')).default;
      const res = await request(service.app).get('/no-such-thing').expect(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    });
  });
}

/** A stand-in for another service (an express app or any handler) on a free local port; close() ends its open connections too. */
export async function serveLocally(handler: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What startTestService answers for a service definition. */
export type TestService<T> =
  T extends ServiceDefinition<infer S, infer D> ? Awaited<ReturnType<typeof startTestService<S, D>>> : never;
