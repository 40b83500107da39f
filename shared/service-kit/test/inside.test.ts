import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import express, { Router } from 'express';
import request from 'supertest';
import { loadServiceConfig, port } from '../src/config';
import { serve } from '../src/http/serve';
import { createInternalClient } from '../src/internal/internal-client';
import { serviceCredentialFrom } from '../src/internal/service-credential';
import { createLogger } from '../src/logger';
import { createLimiter, isLimitReached } from '../src/redis/limiter';
import { createRedis } from '../src/redis/redis';
import { defineService } from '../src/service';
import { startTestService, type TestService } from '../src/testing';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const REQUIRED = { message: 'Service credential required' };

const pinged = defineService({
  name: 'inside',
  configShape: { PORT: port(4999) },
  migrations: [],
  deps: (ctx) => ctx,
  routes: () =>
    Router()
      .get('/internal/ping', (_req, res) => {
        res.json({ pong: true });
      })
      .get('/public', (_req, res) => {
        res.json({ open: true });
      }),
});

describe('the /internal routes of a service', () => {
  let service: TestService<typeof pinged>;
  beforeAll(async () => {
    service = await startTestService(pinged, { INTERNAL_SECRET: SECRET });
  }, 60_000);
  afterAll(() => service.stop());

  it.each([
    ['no credential', {}],
    ['a wrong credential', { 'x-service-credential': 'guessed' }],
    ['the credential one character short', { 'x-service-credential': SECRET.slice(0, -1) }],
    ['a bearer token instead', { authorization: `Bearer ${SECRET}` }],
  ])('when called with %s, then 401 and the route does not run', async (_case, headers) => {
    await request(service.app).get('/internal/ping').set(headers).expect(401, REQUIRED);
    await request(service.app).get('/INTERNAL/ping').set(headers).expect(401, REQUIRED);
    await request(service.app).get('/internal/no-such-route').set(headers).expect(401, REQUIRED);
  });

  it('when called with the shared credential, then the route answers; public routes need none', async () => {
    await request(service.app).get('/internal/ping').set(service.credential).expect(200, { pong: true });
    await request(service.app).get('/public').expect(200, { open: true });
  });

  it('when another service calls through the internal client, then it sends the credential; a wrong one gets the 401', async () => {
    const server = service.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await createInternalClient(SECRET).getJson(`${base}/internal/ping`, 2000)).toEqual({
        status: 200,
        body: { pong: true },
      });
      expect(await createInternalClient('x'.repeat(40)).getJson(`${base}/internal/ping`, 2000)).toEqual({
        status: 401,
        body: REQUIRED,
      });
    } finally {
      server.close();
    }
    // Nobody there: status 0, not a throw.
    expect(await createInternalClient(SECRET).getJson(`${base}/internal/ping`, 500)).toEqual({
      status: 0,
      body: undefined,
    });
  });
});

describe('the shared credential', () => {
  it('when INTERNAL_SECRET is set, then it is the credential', () => {
    expect(serviceCredentialFrom({ INTERNAL_SECRET: SECRET, DATA_DIR: '/nonexistent' })).toBe(SECRET);
  });

  it('when it is not set, then one is made under $DATA_DIR/keys, readable by its owner only, and every process reads the same', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credential-'));
    const first = serviceCredentialFrom({ DATA_DIR: dataDir });
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(serviceCredentialFrom({ DATA_DIR: dataDir })).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'keys', 'internal-secret')).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when INTERNAL_SECRET is too short to be a secret, then the configuration is refused', () => {
    expect(() => loadServiceConfig({}, { INTERNAL_SECRET: 'short' })).toThrow(
      /INTERNAL_SECRET: must be at least 32 characters/,
    );
  });
});

describe('where a service listens', () => {
  it('when HOST is not set, then a service listens on the loopback only', async () => {
    expect(loadServiceConfig({}, {}).HOST).toBe('127.0.0.1');
    const server = serve(express(), {
      name: 'test',
      port: 0,
      host: '127.0.0.1',
      logger: createLogger('test', 'silent'),
      drainMs: 0,
    });
    await new Promise((resolve) => server.once('listening', resolve));
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    server.close();
  });
});

describe('limits shared by replicas', () => {
  it('when there is no Redis, then each limiter counts in its own memory', async () => {
    const limiter = createLimiter({ keyPrefix: 'test', points: 2, durationSeconds: 60 });
    await limiter.consume('ana');
    await limiter.consume('ana');
    const refused = await limiter.consume('ana').catch((error: unknown) => error);
    expect(isLimitReached(refused)).toBe(true);
    await expect(limiter.consume('ben')).resolves.toBeDefined();
  });

  it('when REDIS_URL is set, then two replicas share one count', async () => {
    const redis = createRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')!;
    const keyPrefix = `test-${randomUUID()}`;
    try {
      const one = createLimiter({ redis, keyPrefix, points: 3, durationSeconds: 60 });
      const other = createLimiter({ redis, keyPrefix, points: 3, durationSeconds: 60 });
      await one.consume('ana');
      await other.consume('ana');
      await one.consume('ana');
      expect(isLimitReached(await other.consume('ana').catch((error: unknown) => error))).toBe(true);
    } finally {
      await redis.del(`easel:${keyPrefix}:ana`);
      redis.disconnect();
    }
  });
});
