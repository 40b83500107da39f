import http, { type Server } from 'node:http';
import express from 'express';
import { serviceNames } from '../src/domain/services';
import { gateway, listen, stopServer, urlOf } from './fake-services';

/** The artist service's live inbox as a stand-in: a comment at once, then an event every 500 ms, well past the timeout. */
function artistStandIn() {
  return express().get('/inbox/events', (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.write(': open\n\n');
    let n = 0;
    const timer = setInterval(() => res.write(`event: inbox\ndata: {"n":${++n}}\n\n`), 500);
    req.on('close', () => clearInterval(timer));
  });
}

/** Reads the stream for `ms`, noting when each chunk came. */
function readFor(url: string, ms: number) {
  return new Promise<{ headers: http.IncomingHttpHeaders; chunks: { at: number; text: string }[] }>((resolve, reject) => {
    const started = Date.now();
    const req = http.get(url, { headers: { 'Accept-Encoding': 'gzip, br' } }, (res) => {
      const chunks: { at: number; text: string }[] = [];
      res.on('data', (chunk: Buffer) => chunks.push({ at: Date.now() - started, text: chunk.toString() }));
      setTimeout(() => {
        req.destroy();
        resolve({ headers: res.headers, chunks });
      }, ms);
    });
    req.on('error', reject);
  });
}

describe('server-sent events through the gateway', () => {
  let artist: Server;
  let front: Server;
  beforeAll(async () => {
    artist = await listen(artistStandIn());
    const services = Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, urlOf(artist)]));
    front = await listen(gateway({ ...services, UPSTREAM_TIMEOUT_MS: '300' }));
  });
  afterAll(async () => {
    await stopServer(front);
    await stopServer(artist);
  });

  it('when a listener opens /api/inbox/events, then each event arrives as sent, uncompressed, long past UPSTREAM_TIMEOUT_MS', async () => {
    const { headers, chunks } = await readFor(`${urlOf(front)}/api/inbox/events?ticket=t`, 1800);
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(chunks[0]).toEqual({ at: expect.any(Number), text: ': open\n\n' });
    expect(chunks[0]!.at).toBeLessThan(400);
    const events = chunks.filter((chunk) => chunk.text.startsWith('event: inbox'));
    expect(events.map((chunk) => chunk.text)).toEqual([
      'event: inbox\ndata: {"n":1}\n\n',
      'event: inbox\ndata: {"n":2}\n\n',
      'event: inbox\ndata: {"n":3}\n\n',
    ]);
    // Each one on its own, as it was written: nothing waited in a buffer for the next.
    expect(events[0]!.at).toBeLessThan(900);
  });
});
