import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http, { type Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import { createLogger, GATEWAY_CREDENTIAL_HEADER, type Redis } from '@easel/service-kit';
import express from 'express';
import { loadGatewayConfig } from '../src/config';
import { serviceNames, type ServiceName } from '../src/domain/services';
import { createGatewayApp } from '../src/entry-points/http/create-gateway-app';

/** One address per service: what the fakes listen on. */
type ServiceUrls = Record<ServiceName, string>;

export interface Echo {
  service: ServiceName;
  method: string;
  url: string;
  requestId?: string;
  forwardedFor?: string;
  forwardedProto?: string;
  forwardedHost?: string;
  gatewayCredential?: string;
  host?: string;
  bodyBytes: number;
}

/**
 * A stand-in for a domain service: ready, and it echoes what it received; any path ending in /slow never
 * answers, one ending in /late answers after 600 ms, one ending in /cut is cut half way.
 */
function fakeService(service: ServiceName) {
  const app = express();
  app.get('/readyz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.all(/\/slow$/, () => undefined);
  app.all(/\/cut$/, (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' }).write('{"half":');
    setTimeout(() => res.socket?.destroy(), 50);
  });
  app.all(/\/late$/, (_req, res) => void setTimeout(() => res.json({ service, late: true }), 600));
  app.use((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      const echo: Echo = {
        service,
        method: req.method,
        url: req.url,
        requestId: req.get('x-request-id'),
        forwardedFor: req.get('x-forwarded-for'),
        forwardedProto: req.get('x-forwarded-proto'),
        forwardedHost: req.get('x-forwarded-host'),
        gatewayCredential: req.get(GATEWAY_CREDENTIAL_HEADER),
        host: req.get('host'),
        bodyBytes,
      };
      res.json(echo);
    });
  });
  return app;
}

export const listen = (app: express.Express) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
export const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire, not decoded. */
  body: Buffer;
}

/** A GET that leaves the body as sent (supertest decodes it), optionally over a given agent. */
export function rawGet(url: string, headers: OutgoingHttpHeaders = {}, agent?: Agent): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** A port nothing listens on: what a stopped service looks like. */
export async function closedPortUrl(): Promise<string> {
  const server = await listen(express());
  const url = urlOf(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

export async function startFakeServices(): Promise<{ urls: ServiceUrls; stop(): Promise<void> }> {
  const servers = await Promise.all(serviceNames.map((service) => listen(fakeService(service))));
  const urls = Object.fromEntries(serviceNames.map((service, i) => [service, urlOf(servers[i]!)])) as ServiceUrls;
  return {
    urls,
    stop: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

export const serviceEnv = (urls: ServiceUrls) =>
  Object.fromEntries(serviceNames.map((service) => [`${service.toUpperCase()}_URL`, urls[service]]));

/** The services' shared secret in these tests. */
export const TEST_INTERNAL_SECRET = 'the-services-shared-secret-in-gateway-tests';

/** The gateway app with settings given as environment variables would give them. */
export function gateway(env: Record<string, string> = {}, redis?: Redis) {
  const config = loadGatewayConfig({
    LOG_LEVEL: 'silent',
    STATIC_ROOT: emptyDir(),
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    ...env,
  });
  return createGatewayApp(config, createLogger('gateway', 'silent'), redis);
}

export function emptyDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'easel-gateway-'));
}
