import http, { type Server } from 'node:http';
import { Router } from 'express';
import { createApp } from '../src/http/create-app';
import { stopGracefully } from '../src/http/graceful-stop';
import { createLogger } from '../src/logger';

const port = 9320;
const base = `http://127.0.0.1:${port}`;

/** A GET over a keep-alive agent, as a balancer or the gateway would send it. */
function get(path: string, agent: http.Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('graceful stop', () => {
  let server: Server;
  const events: string[] = [];
  let slowArrived: () => void;
  const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
  const app = createApp({
    logger: createLogger('test', 'silent'),
    readiness: async () => 1,
    routes: Router().get('/slow', (_req, res) => {
      slowArrived();
      res.once('finish', () => events.push('slow answered'));
      setTimeout(() => res.json({ done: true }), 400);
    }),
  });
  const agent = new http.Agent({ keepAlive: true });

  beforeAll(async () => {
    server = app.listen(port, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(() => {
    agent.destroy();
    server.closeAllConnections();
  });

  it('when a stop begins, then /readyz is 503 at once, calls are served while draining and close their connection, the slow one completes, and only then onStop runs', async () => {
    expect(await get('/readyz', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
    const slow = get('/slow', agent);
    await arrived;
    const stopped = stopGracefully(app, server, { drainMs: 200, onStop: async () => void events.push('onStop') });

    expect(await get('/readyz', agent)).toEqual({
      status: 503,
      body: JSON.stringify({ message: 'Stopping' }),
      connection: 'close',
    });
    expect(await get('/livez', agent)).toMatchObject({ status: 200, connection: 'close' });
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ done: true }), connection: 'keep-alive' });
    await stopped;

    expect(events).toEqual(['slow answered', 'onStop']);
    expect(server.listening).toBe(false);
    await expect(get('/livez', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
