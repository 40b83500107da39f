import http, { type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { createLogger } from '@easel/service-kit';
import { loadGatewayConfig, serviceUpstreams } from '../src/config';
import { upstreamPools } from '../src/domain/upstream-pool';
import { createGatewayApp } from '../src/entry-points/http/create-gateway-app';
import { watchReplicas } from '../src/entry-points/http/watch-replicas';
import { emptyDir } from './fake-services';

/** A catalog replica on a fixed port: it says who it is, counts the calls it got, and can be made unready or failing. */
function replica(name: string, port: number) {
  const state = {
    ready: true,
    slow: false,
    failing: undefined as undefined | 'reset' | 503,
    calls: [] as string[],
    probes: 0,
  };
  const server: Server = http.createServer((req, res) => {
    if (req.url === '/readyz') {
      state.probes += 1;
      if (state.slow) return void setTimeout(() => res.writeHead(200).end(), 2000).unref(); // past the gateway's probe timeout
      return void res.writeHead(state.ready ? 200 : 503).end();
    }
    state.calls.push(req.method!);
    if (state.failing === 'reset') return void req.socket.destroy(); // a replica that dies under the call
    if (state.failing === 503)
      return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"busy"}');
    req
      .resume()
      .on('end', () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ replica: name })),
      );
  });
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('gateway with two replicas of a service', () => {
  const a = replica('a', 9310);
  const b = replica('b', 9311);
  let stopWatching = () => undefined as void;
  /** A gateway whose catalog is both replicas, probed as main.ts probes them. */
  const catalog = () => {
    const config = loadGatewayConfig({
      LOG_LEVEL: 'silent',
      STATIC_ROOT: emptyDir(),
      CATALOG_URL: `${a.url}, ${b.url}`,
    });
    const pools = upstreamPools(serviceUpstreams(config));
    stopWatching = watchReplicas(pools);
    return createGatewayApp(config, createLogger('gateway', 'silent'), undefined, pools);
  };
  /** Until the gateway's next probe of b has been answered (and read). */
  const nextProbeOfB = async () => {
    const seen = b.state.probes;
    while (b.state.probes === seen) await sleep(20);
    await sleep(50);
  };
  const replicasAnswering = async (app: ReturnType<typeof catalog>, calls: number) => {
    const answers: string[] = [];
    for (let i = 0; i < calls; i++)
      answers.push(`${(await request(app).get('/api/artworks')).status} ${b.state.calls.length}`);
    return answers;
  };

  beforeEach(async () => {
    for (const { state } of [a, b])
      Object.assign(state, { ready: true, slow: false, failing: undefined, calls: [], probes: 0 });
    await Promise.all([a.start(), b.start()]);
  });
  afterEach(async () => {
    stopWatching();
    await Promise.all([a.stop(), b.stop()]);
  });

  it('when calls come in, then the replicas take turns', async () => {
    const app = catalog();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await request(app).get('/api/artworks').expect(200)).body.replica);
    expect([...answers].sort()).toEqual(['a', 'a', 'b', 'b']);
    expect(answers[0]).not.toBe(answers[1]);
  });

  it('when a replica dies under a read, then the read is answered by the other, and the dead one is skipped after that', async () => {
    b.state.failing = 'reset';
    const app = catalog();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await request(app).get('/api/artworks')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(a.state.calls).toHaveLength(6);
    expect(b.state.calls).toHaveLength(1); // its /readyz still passes: only the failed call took it out
  });

  it('when a replica is stopped, then every read still succeeds on the other', async () => {
    await b.stop();
    const app = catalog();
    for (let i = 0; i < 4; i++) await request(app).get('/api/artworks').expect(200, { replica: 'a' });
  });

  it('when a replica answers 503 to a read, then the read is tried once on the other', async () => {
    b.state.failing = 503;
    const app = catalog();
    for (let i = 0; i < 4; i++) await request(app).get('/api/artworks').expect(200, { replica: 'a' });
    expect(b.state.calls.length).toBeGreaterThanOrEqual(1);
  });

  it('when a replica fails /readyz, then it gets no calls until it passes again', async () => {
    b.state.ready = false;
    const app = catalog();
    await nextProbeOfB();
    expect(await replicasAnswering(app, 4)).toEqual(['200 0', '200 0', '200 0', '200 0']);
    b.state.ready = true;
    await nextProbeOfB();
    for (let i = 0; i < 4; i++) await request(app).get('/api/artworks').expect(200);
    expect(b.state.calls).toHaveLength(2);
  });

  it('when a replica is too busy to answer its probe in time, then it keeps its calls until it has been slow three times in a row', async () => {
    b.state.slow = true;
    const app = catalog();
    const probesOfB = async (count: number) => {
      while (b.state.probes < count) await sleep(20);
    };
    await probesOfB(2); // the first probe has timed out
    expect(await replicasAnswering(app, 2)).toContain('200 1');
    await probesOfB(4); // the third has timed out
    await sleep(50);
    const before = b.state.calls.length;
    await replicasAnswering(app, 4);
    expect(b.state.calls).toHaveLength(before);
  });

  it('when a replica dies under a POST, then the POST is not sent again: its visitor gets the 503', async () => {
    b.state.failing = 'reset';
    const app = catalog();
    const statuses = [];
    for (let i = 0; i < 2; i++)
      statuses.push((await request(app).post('/api/artworks/new').send({ title: 'Blue' })).status);
    expect([...statuses].sort()).toEqual([200, 503]);
    expect(a.state.calls).toEqual(['POST']);
    expect(b.state.calls).toEqual(['POST']);
  });
});
