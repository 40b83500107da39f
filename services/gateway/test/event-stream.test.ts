import http, { type Server } from 'node:http';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import express, { type Response } from 'express';
import { serviceNames } from '../src/domain/services';
import { gateway, listen, stopServer, urlOf } from './fake-services';

/** The artist service's live inbox as a stand-in: a comment at once, then an event whenever the test sends one. */
function artistStandIn(streams: Response[]) {
  return express().get('/inbox/events', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.write(': open\n\n');
    streams.push(res);
  });
}

/** The listener's side: each chunk as it arrives, and a wait for the next one. */
async function openStream(url: string) {
  const req = http.get(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
  const [res] = (await once(req, 'response')) as [http.IncomingMessage];
  const next = async () => String(((await once(res, 'data')) as [Buffer])[0]);
  return { headers: res.headers, next, close: () => req.destroy() };
}

describe('server-sent events through the gateway', () => {
  const streams: Response[] = [];
  let artist: Server;
  let front: Server;
  beforeAll(async () => {
    artist = await listen(artistStandIn(streams));
    const services = Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, urlOf(artist)]));
    front = await listen(gateway({ ...services, UPSTREAM_TIMEOUT_MS: '300' }));
  });
  afterAll(async () => {
    await stopServer(front);
    await stopServer(artist);
  });

  it('when a listener opens /api/inbox/events, then each event arrives on its own as it is written, uncompressed, past UPSTREAM_TIMEOUT_MS', async () => {
    const stream = await openStream(`${urlOf(front)}/api/inbox/events?ticket=t`);
    try {
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(await stream.next()).toBe(': open\n\n');
      // Nothing follows an event until it has arrived: a buffering gateway would hold it and the wait would never end.
      for (const n of [1, 2]) {
        const arriving = stream.next();
        streams[0]!.write(`event: inbox\ndata: {"n":${n}}\n\n`);
        expect(await arriving).toBe(`event: inbox\ndata: {"n":${n}}\n\n`);
        await sleep(400); // longer than the gateway's upstream timeout: the stream stays open
      }
    } finally {
      stream.close();
    }
  });

  it('when the listener goes away, then the gateway closes its stream from the service too', async () => {
    const stream = await openStream(`${urlOf(front)}/api/inbox/events?ticket=t`);
    expect(await stream.next()).toBe(': open\n\n');
    const upstream = streams.at(-1)!;
    const closed = once(upstream, 'close');
    stream.close();
    await closed;
    expect(upstream.writableEnded).toBe(false); // cut by the gateway, not ended by the service
  });
});
