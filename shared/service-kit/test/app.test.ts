import { Writable } from 'node:stream';
import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { ConflictError, NotFoundError } from '../src/errors';
import { createApp } from '../src/http/create-app';
import { createLogger } from '../src/logger';

function app(readiness: () => Promise<unknown> = async () => 1) {
  const routes = Router();
  routes.get('/conflict', () => {
    throw new ConflictError('Already there');
  });
  routes.get('/missing', async () => {
    throw new NotFoundError('No Art Found');
  });
  routes.get('/crash', () => {
    throw new Error('secret internals');
  });
  routes.post('/echo', (req, res) => {
    res.json(req.body);
  });
  return createApp({ logger: createLogger('test', 'silent'), routes, readiness, bodyLimit: '1kb' });
}

describe('service app', () => {
  it('when a named error is thrown, then its status and message are answered once as { message }', async () => {
    await request(app()).get('/conflict').expect(409, { message: 'Already there' });
    await request(app()).get('/missing').expect(404, { message: 'No Art Found' });
  });

  it('when an unexpected error is thrown, then a 500 hides its details', async () => {
    const res = await request(app()).get('/crash').expect(500);
    expect(res.body.message).not.toContain('secret');
  });

  it('when a path is unknown, then a JSON 404 answers', async () => {
    const res = await request(app()).get('/nowhere').expect(404);
    expect(res.body).toEqual({ message: 'No route for GET /nowhere' });
  });

  it('when the body is not JSON or too large, then a clear 400 or 413 answers', async () => {
    await request(app())
      .post('/echo')
      .set('content-type', 'application/json')
      .send('{oops')
      .expect(400, { message: 'Request body is not valid JSON' });
    await request(app())
      .post('/echo')
      .send({ text: 'x'.repeat(2000) })
      .expect(413, { message: 'Request body is too large' });
  });

  it('when a request id is sent, then it is echoed; otherwise one is made', async () => {
    expect((await request(app()).get('/livez').set('x-request-id', 'abc-123')).headers['x-request-id']).toBe('abc-123');
    expect((await request(app()).get('/livez')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the database is down, then /readyz is 503 while /livez stays 200', async () => {
    const down = app(async () => {
      throw new Error('no db');
    });
    await request(down).get('/livez').expect(200, { status: 'ok' });
    await request(down).get('/readyz').expect(503);
  });

  it('when any answer leaves, then helmet headers are on it', async () => {
    const res = await request(app()).get('/livez');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('request log lines', () => {
  it('when the ended-sessions feed is read each second, then an answered read is a debug line; other calls stay at info', async () => {
    const lines: Array<{ level: number; req?: { url: string } }> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const routes = Router()
      .get('/internal/sessions/ended', (_req, res) => {
        res.json({ ended: [], cursor: 'c' });
      })
      .get('/artworks', (_req, res) => {
        res.json({ artworks: [] });
      });
    const logged = createApp({ logger: pino({ level: 'debug' }, sink), routes, readiness: async () => 1 });
    await request(logged).get('/internal/sessions/ended?after=2026-11-22T00:00:00.000Z').expect(200);
    await request(logged).get('/artworks').expect(200);
    const levelOf = (path: string) => lines.find((line) => line.req?.url.startsWith(path))?.level;
    expect(levelOf('/internal/sessions/ended')).toBe(pino.levels.values.debug);
    expect(levelOf('/artworks')).toBe(pino.levels.values.info);
  });
});
