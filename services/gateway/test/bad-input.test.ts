import type { Server } from 'node:http';
import net from 'node:net';
import { createApp, createLogger, parseInput } from '@easel/service-kit';
import { artistMessageInput } from '@easel/contracts';
import express, { Router, type Express } from 'express';
import request from 'supertest';
import { gateway, listen, serviceEnv, startFakeServices, stopServer, urlOf, type Echo } from './fake-services';

const BAD_ADDRESS = { message: 'The address is not valid' };
const NOT_ALLOWED_IN_ADDRESS = { message: 'The address contains a character that is not allowed' };

/** A request written byte for byte (no client would send these), with Connection: close; answered with its status and body. */
function rawRequest(server: Server, lines: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1', () => socket.write(lines));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1] ?? 0), body });
    });
  });
}

// The artist service's message call as the kit builds it, behind the gateway: what a bad body meets at the end.
function artistService(): Express {
  const routes = Router().post('/artwork/artist/message', (req, res) => {
    res.status(201).json(parseInput(artistMessageInput, req.body ?? {}));
  });
  return createApp({ logger: createLogger('artist', 'silent'), routes, readiness: async () => 1 });
}

describe('gateway: malformed requests', () => {
  let fakes: Awaited<ReturnType<typeof startFakeServices>>;
  let artist: Server;
  let app: Express;
  let server: Server;
  beforeAll(async () => {
    fakes = await startFakeServices();
    artist = await listen(artistService());
    app = gateway(serviceEnv({ ...fakes.urls, artist: urlOf(artist) }));
    server = await listen(app as express.Express);
  });
  afterAll(async () => {
    await stopServer(server);
    await stopServer(artist);
    await fakes.stop();
  });

  it.each(['/api/%E0%A4%A', '/%c0%af', '/api/search?q=%ZZ', '/remotes/mf-catalog/%E9.js', '/art/caf%E9'])(
    'when the address %s does not decode as UTF-8, then 400 before any service or file is asked',
    async (url) => {
      await request(app).get(url).expect(400, BAD_ADDRESS);
    },
  );

  it.each(['/api/artwork/get/%00', '/api/search?q=%00', '/api/magazine/%1B', '/%7F', '/api/artworks?owner=a%C2%85'])(
    'when the address %s holds a control character, then 400',
    async (url) => {
      await request(app).get(url).expect(400, NOT_ALLOWED_IN_ADDRESS);
    },
  );

  it('when the address is well formed, then the service receives it as sent', async () => {
    const echo: Echo = (await request(app).get('/api/artwork/get/caf%C3%A9?fp=a%20b').expect(200)).body;
    expect(echo).toMatchObject({ service: 'catalog', url: '/artwork/get/caf%C3%A9?fp=a%20b' });
  });

  it.each([
    ['another site', 'evil.example'],
    ['with a space', 'a b'],
    ['a cut-off IPv6 address', '[::1'],
    ['a port out of range', 'localhost:99999'],
    ['empty', ''],
    ['2,000 characters long', 'x'.repeat(2000)],
  ])('when the Host header is %s, then the call still goes through, never a 5xx', async (_what, host) => {
    const answer = await rawRequest(server, `GET /api/artworks HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ service: 'catalog', url: '/artworks' });
  });

  it('when there is no Host header, then Node refuses it with 400; when there are two, the first counts', async () => {
    expect((await rawRequest(server, 'GET /api/artworks HTTP/1.1\r\nConnection: close\r\n\r\n')).status).toBe(400);
    expect(
      (await rawRequest(server, 'GET /api/artworks HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'))
        .status,
    ).toBe(200);
  });

  it.each(['BREW', 'G\u0000T', 'GET\u0001'])(
    'when the method is the garbage %j, then Node refuses it with 400',
    async (method) => {
      const answer = await rawRequest(
        server,
        `${method} /api/artworks HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(400);
    },
  );

  it.each(['PROPFIND', 'PURGE', 'M-SEARCH'])(
    'when the method %s is one no route serves, then 404 from the gateway',
    async (method) => {
      const answer = await rawRequest(
        server,
        `${method} /nowhere HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toEqual({ status: 404, body: JSON.stringify({ message: `No route for ${method} /nowhere` }) });
    },
  );

  it('when a body said to be gzip is not, then the service answers 400 through the gateway', async () => {
    await request(app)
      .post('/api/artwork/artist/message')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{"email":"a@b.example","message":"hi","slug":"mara-okafor"}')
      .expect(400, { message: 'Request body could not be decompressed' });
  });

  it('when the body is in an unknown encoding or charset, then 415 through the gateway', async () => {
    const body = '{"email":"a@b.example","message":"hi","slug":"mara-okafor"}';
    await request(app)
      .post('/api/artwork/artist/message')
      .set('content-type', 'application/json')
      .set('content-encoding', 'compress')
      .send(body)
      .expect(415, { message: 'Request body must be sent uncompressed, or as gzip, deflate or br' });
    await request(app)
      .post('/api/artwork/artist/message')
      .set('content-type', 'application/json; charset=latin1')
      .send(body)
      .expect(415, { message: 'Request body must be UTF-8' });
  });

  it('when a message holds a null byte, then the service names the field through the gateway', async () => {
    await request(app)
      .post('/api/artwork/artist/message')
      .send({ email: 'a@b.example', message: 'hi\u0000', slug: 'mara-okafor' })
      .expect(400, { message: 'Message contains a character that is not allowed' });
  });
});
