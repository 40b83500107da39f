import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUDIENCE } from '@easel/service-kit';
import { testRedis } from '@easel/service-kit/testing';
import { png, startCatalog, upload, type TestCatalog } from './helpers';

const TOO_MANY = 'Too many uploads, please wait a minute and try again';
const GB = 1024 ** 3;
const MB = 1024 ** 2;
const INT_MAX = 2 ** 31 - 1;

describe('upload allowances', () => {
  let catalog: TestCatalog;
  let picture: Buffer;
  beforeAll(async () => {
    catalog = await startCatalog();
    picture = await png(8, 8);
  }, 60_000);
  afterAll(() => catalog.stop());

  /** A new person each time, so that each test starts with a fresh count. */
  const someone = async (role: 'user' | 'customer') => {
    const id = randomUUID();
    return { id, token: await catalog.signer.sign({ sub: id, role }, AUDIENCE.user) };
  };
  const mediaOf = async (ownerId: string) =>
    Number((await catalog.ctx.db('media').where({ owner_id: ownerId }).count<{ n: string }[]>({ n: '*' }))[0]?.n);
  const storedFiles = () => fs.readdirSync(path.join(catalog.dataDir, 'media')).length;
  const incomingFiles = () => fs.readdirSync(path.join(catalog.dataDir, 'media-incoming'));
  /** Stored media of this weight, as earlier uploads would have left (a row holds at most a 32-bit count). */
  const alreadyStored = async (ownerId: string, bytes: number) => {
    const rows = [];
    for (let left = bytes; left > 0; left -= INT_MAX) {
      rows.push({
        owner_id: ownerId,
        kind: 'video',
        mime: 'video/mp4',
        bytes: Math.min(left, INT_MAX),
        path: `${randomUUID()}.mp4`,
      });
    }
    await catalog.ctx.db('media').insert(rows);
  };

  it('when an artist sends 30 files in a minute (two full artworks and retries), then all are kept; the 31st gets 429 and is not read', async () => {
    const artist = await someone('user');
    for (let i = 0; i < 30; i += 1) expect((await upload(catalog, artist.token, picture)).status).toBe(201);
    const refused = await upload(catalog, artist.token, picture);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await mediaOf(artist.id)).toBe(30);
  });

  it('when one artist has used their minute, then another artist still uploads', async () => {
    const busy = await someone('user');
    for (let i = 0; i < 30; i += 1) await upload(catalog, busy.token, Buffer.from('not a picture'));
    expect((await upload(catalog, busy.token, picture)).status).toBe(429);
    expect((await upload(catalog, (await someone('user')).token, picture)).status).toBe(201);
  });

  it('when a customer sends 6 files in a row, then the 6th gets 429: a customer only needs an avatar', async () => {
    const customer = await someone('customer');
    for (let i = 0; i < 5; i += 1) expect((await upload(catalog, customer.token, picture)).status).toBe(201);
    const refused = await upload(catalog, customer.token, picture);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(await mediaOf(customer.id)).toBe(5);
  });

  it('when the limit is reached, then even a file that would be refused for its content gets the 429, since nothing of it is read', async () => {
    const customer = await someone('customer');
    for (let i = 0; i < 5; i += 1) await upload(catalog, customer.token, picture);
    const res = await upload(catalog, customer.token, Buffer.from('MZ this is no picture'), 'tool.exe');
    expect(res.status).toBe(429);
  });

  it('when an artist’s stored files are 10 bytes short of 5 GB, then a picture is refused with 413 naming the quota, and nothing is kept', async () => {
    const artist = await someone('user');
    await alreadyStored(artist.id, 5 * GB - 10);
    const files = storedFiles();
    const res = await upload(catalog, artist.token, picture);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'This file would take your uploads over your storage quota of 5 GB' });
    expect(storedFiles()).toBe(files);
    expect(incomingFiles()).toEqual([]);
    expect(await mediaOf(artist.id)).toBe(3);
  });

  it('when a customer’s stored files are near 100 MB, then the next picture is refused with their quota', async () => {
    const customer = await someone('customer');
    await alreadyStored(customer.id, 100 * MB - 10);
    const res = await upload(catalog, customer.token, picture);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'This file would take your uploads over your storage quota of 100 MB' });
  });

  it('when an artist has room left, then the same picture is kept and counts towards the quota', async () => {
    const artist = await someone('user');
    await alreadyStored(artist.id, 4 * GB);
    const before = await mediaOf(artist.id);
    expect((await upload(catalog, artist.token, picture)).status).toBe(201);
    expect(await mediaOf(artist.id)).toBe(before + 1);
  });
});

describe('a day’s cap on uploads', () => {
  it('when the day’s uploads are used up, then 429 says to come back tomorrow', async () => {
    const small = { perMinute: 100, perDay: 3, storageBytes: GB };
    const catalog = await startCatalog({}, { uploadAllowances: { artist: small, customer: small } });
    try {
      const picture = await png(8, 8);
      for (let i = 0; i < 3; i += 1) expect((await upload(catalog, catalog.tokens.ana, picture)).status).toBe(201);
      const res = await upload(catalog, catalog.tokens.ana, picture);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: 'You have reached today’s limit of 3 uploads, please try again tomorrow' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      await catalog.stop();
    }
  }, 60_000);
});

describe('upload counts with Redis', () => {
  const redis = testRedis();
  let replicas: TestCatalog[];
  beforeAll(async () => {
    const env = { REDIS_URL: redis.url };
    replicas = [await startCatalog(env), await startCatalog(env)];
  }, 60_000);
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await redis.cleanup();
  });

  it('when a customer’s uploads are spread over two replicas, then they count together', async () => {
    const [a, b] = replicas as [TestCatalog, TestCatalog];
    // Each test replica has its own key pair: each signs a token for the same person.
    const id = randomUUID();
    const tokens = [
      await a.signer.sign({ sub: id, role: 'customer' }, AUDIENCE.user),
      await b.signer.sign({ sub: id, role: 'customer' }, AUDIENCE.user),
    ];
    const picture = await png(8, 8);
    for (let i = 0; i < 5; i += 1)
      expect((await upload(i % 2 ? a : b, tokens[i % 2 ? 0 : 1]!, picture)).status).toBe(201);
    const res = await upload(a, tokens[0]!, picture);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: TOO_MANY });
  });
});
