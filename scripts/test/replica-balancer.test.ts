// `npm run start:replicas` gives each service one address per service it calls: while a replica behind it restarts,
// the other takes every call, reads and writes alike.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { balanceReplicas } from '../replica-balancer';

interface Replica {
  address: string;
  bodies: string[];
  close(): Promise<void>;
}

/** A replica that answers its name and keeps each body it was sent. */
async function replica(name: string): Promise<Replica> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name, method: req.method, url: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    address,
    bodies,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let replicas: Replica[];
let balancer: http.Server;
let base: string;

beforeEach(async () => {
  replicas = [await replica('one'), await replica('two')];
  balancer = await balanceReplicas(
    replicas.map((r) => r.address),
    0,
  );
  base = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await Promise.all(replicas.map((r) => r.close()));
  await new Promise((resolve) => balancer.close(resolve));
});

const call = async (method: string, path: string, body?: object) => {
  const res = await fetch(base + path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    body: (await res.json()) as { name: string; method: string; url: string; message?: string },
  };
};

test('when both replicas run, then calls take turns between them, path and method as sent', async () => {
  const answers = [
    await call('GET', '/internal/artworks?slugs=a'),
    await call('POST', '/internal/sold', { slug: 'a' }),
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(answers.map((a) => a.body.name).sort()).toEqual(['one', 'two']);
  expect(answers.map((a) => `${a.body.method} ${a.body.url}`)).toEqual([
    'GET /internal/artworks?slugs=a',
    'POST /internal/sold',
  ]);
});

test('when one replica has stopped, then every call, writes too, is answered by the other with its body intact', async () => {
  await replicas[0]!.close();
  const answers = [];
  for (let n = 0; n < 4; n++) answers.push(await call('POST', '/internal/sold', { n }));
  expect(answers.map((a) => `${a.status} ${a.body.name}`)).toEqual(Array(4).fill('200 two'));
  expect(replicas[1]!.bodies).toEqual([0, 1, 2, 3].map((n) => JSON.stringify({ n })));
});

test('when no replica runs, then the call is answered 503 with what went wrong', async () => {
  await Promise.all(replicas.map((r) => r.close()));
  const answer = await call('GET', '/internal/artworks');
  expect(answer).toEqual({ status: 503, body: { message: 'No replica answered: ECONNREFUSED' } });
});
