import http, { type Server } from 'node:http';
import express from 'express';
import { serviceNames } from '../src/domain/services';
import { gateway, listen, rawGet, stopServer, urlOf } from './fake-services';

/** A server that counts the TCP connections it accepts. */
async function counted(app: express.Express): Promise<{ server: Server; connections: () => number }> {
  const server = await listen(app);
  let connections = 0;
  server.on('connection', () => (connections += 1));
  return { server, connections: () => connections };
}

describe('gateway keep-alive', () => {
  let service: Awaited<ReturnType<typeof counted>>;
  let front: Awaited<ReturnType<typeof counted>>;
  let visitor: http.Agent;
  beforeAll(async () => {
    service = await counted(express().use((req, res) => void res.json({ url: req.url })));
    const everyService = Object.fromEntries(
      serviceNames.map((name) => [`${name.toUpperCase()}_URL`, urlOf(service.server)]),
    );
    front = await counted(gateway(everyService));
    visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterAll(async () => {
    visitor.destroy();
    await stopServer(front.server);
    await stopServer(service.server);
  });

  it('when a visitor makes five /api calls in a row, then one connection to the gateway and one to the service carry them all', async () => {
    const paths = ['/api/user/me', '/api/artworks?page=1', '/api/search?q=sea', '/api/cart', '/api/artworks?page=2'];
    const answers = [];
    for (const path of paths) answers.push(await rawGet(`${urlOf(front.server)}${path}`, {}, visitor));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.headers.connection)).toEqual(Array(5).fill('keep-alive'));
    expect(front.connections()).toBe(1);
    expect(service.connections()).toBe(1);
  });

  it('when the visitor asks to close, then its answer says close and the socket to the service still stays in the pool', async () => {
    const before = service.connections();
    const closing = await rawGet(`${urlOf(front.server)}/api/user/me`, { connection: 'close' });
    const next = await rawGet(`${urlOf(front.server)}/api/user/me`, {}, visitor);

    expect(closing.headers.connection).toBe('close');
    expect(next.status).toBe(200);
    expect(service.connections()).toBe(before);
  });
});
