import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { createArtworkViewWriter } from '../src/data-access/artwork-view-writer';
import { createArtworkViewsRepository } from '../src/data-access/artwork-views-repository';
import { artworkPage } from '../src/domain/artwork-page';
import { artwork, bearer, closedPortUrl, fakeService, owners, startCatalog, type TestCatalog } from './helpers';

const rankOf: Record<string, object> = {
  'blue-field': { position: 3, prevSlug: 'second-place', nextSlug: 'fourth-place' },
};
const fakeCommunity = () =>
  fakeService((app) =>
    app.get('/internal/pulse/rank/:slug', (req, res) => {
      const rank = rankOf[req.params.slug];
      if (rank) res.json(rank);
      else res.status(404).json({ message: 'This artwork is not in this week’s Pulse' });
    }),
  );

async function seed(catalog: TestCatalog) {
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('blue-field', { style: 'Abstract', medium: 'Oil', priceMinor: 100000, createdAt: day(1) }),
    // Ana's others: "more" by the artist, newest first, nine of them so that eight are shown
    ...Array.from({ length: 9 }, (_, i) =>
      artwork(`ana-${i + 1}`, { style: 'Abstract', medium: 'Oil', createdAt: day(2 + i) }),
    ),
    // Ben's: the similar ones, by style, then medium, then price
    artwork('ben-abstract-oil-near', {
      owner: owners.ben,
      style: 'Abstract',
      medium: 'Oil',
      priceMinor: 110000,
      createdAt: day(20),
    }),
    artwork('ben-abstract-oil-far', {
      owner: owners.ben,
      style: 'Abstract',
      medium: 'Oil',
      priceMinor: 900000,
      createdAt: day(21),
    }),
    artwork('ben-abstract-ink', {
      owner: owners.ben,
      style: 'Abstract',
      medium: 'Ink',
      priceMinor: 100000,
      createdAt: day(22),
    }),
    artwork('ben-landscape-oil', {
      owner: owners.ben,
      style: 'Landscape',
      medium: 'Oil',
      priceMinor: 100000,
      createdAt: day(23),
    }),
    ...Array.from({ length: 6 }, (_, i) =>
      artwork(`ben-portrait-${i + 1}`, {
        owner: owners.ben,
        style: 'Portraiture',
        medium: 'Charcoal',
        priceMinor: 100000 + i * 1000,
        createdAt: day(24 + i),
      }),
    ),
  ]);
}

describe('the artwork page', () => {
  let community: Awaited<ReturnType<typeof fakeCommunity>>;
  let catalog: TestCatalog;
  beforeAll(async () => {
    community = await fakeCommunity();
    catalog = await startCatalog({ COMMUNITY_URL: community.url });
    await seed(catalog);
  }, 60_000);
  afterAll(async () => {
    await catalog.stop();
    await community.close();
  });

  const views = async (slug: string) => catalog.ctx.db('artwork_views').where({ art_slug: slug }).orderBy('id');
  // Views are stored behind the answer: a test waits until the expected ones are there (or a few seconds have passed).
  const viewsOnceThere = async (slug: string, count: number) => {
    for (let tries = 0; tries < 100 && (await views(slug)).length < count; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return views(slug);
  };

  it('when a visitor opens an artwork, then art, similar, rank and more answer as spec §7', async () => {
    const { body } = await request(catalog.app).get('/artwork/get/blue-field?fp=visitor-1').expect(200);
    expect(Object.keys(body).sort()).toEqual(['art', 'more', 'rank', 'similar']);
    expect(body.art).toMatchObject({
      slug: 'blue-field',
      user: { slug: 'ana-lee', artistName: 'Ana Lee', artistPage: { about: { img: '/api/media/about-ana.jpg' } } },
    });
    expect(body.rank).toEqual({ position: 3, prevSlug: 'second-place', nextSlug: 'fourth-place' });
  });

  it('when similar artworks are chosen, then other artists’ pieces of the same style and medium come first, the nearest in price first, eight at most', async () => {
    const { body } = await request(catalog.app).get('/artwork/get/blue-field').expect(200);
    const slugs = body.similar.map((a: { slug: string }) => a.slug);
    expect(slugs).toHaveLength(8);
    expect(slugs.slice(0, 4)).toEqual([
      'ben-abstract-oil-near',
      'ben-abstract-oil-far',
      'ben-abstract-ink',
      'ben-landscape-oil',
    ]);
    expect(slugs).not.toContain('blue-field');
    expect(body.similar.every((a: { user: { slug: string } }) => a.user.slug === 'ben-okri')).toBe(true);
  });

  it('when more by the artist is listed, then it is eight of their other pieces, newest first', async () => {
    const { body } = await request(catalog.app).get('/artwork/get/blue-field').expect(200);
    expect(body.more.map((a: { slug: string }) => a.slug)).toEqual([
      'ana-9',
      'ana-8',
      'ana-7',
      'ana-6',
      'ana-5',
      'ana-4',
      'ana-3',
      'ana-2',
    ]);
  });

  it('when the artwork is not in this week’s Pulse, then rank is null', async () => {
    const { body } = await request(catalog.app).get('/artwork/get/ana-1').expect(200);
    expect(body.rank).toBeNull();
  });

  it('when a visitor opens a page, then the view is recorded with the fingerprint and the artist', async () => {
    await request(catalog.app).get('/artwork/get/ana-2?fp=fp-abc').expect(200);
    await request(catalog.app).get('/artwork/get/ana-2').expect(200);
    expect(
      (await viewsOnceThere('ana-2', 2)).map((v) => ({ owner: v.owner_id, fp: v.fp, at: v.viewed_at instanceof Date })),
    ).toEqual([
      { owner: owners.ana.id, fp: 'fp-abc', at: true },
      { owner: owners.ana.id, fp: null, at: true },
    ]);
  });

  it('when storing the view is slow, then the page answers without waiting for it, and the view is stored once it can be', async () => {
    const repository = createArtworkViewsRepository(catalog.ctx.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const viewWriter = createArtworkViewWriter(
      { recordMany: async (batch) => (await held, repository.recordMany(batch)) },
      catalog.ctx.logger,
    );
    const deps = { ...catalog.deps, viewWriter };
    const page = await artworkPage(deps, 'ana-5', { fp: 'held' });
    expect(page.art.slug).toBe('ana-5');
    expect(await views('ana-5')).toHaveLength(0);
    release();
    await viewWriter.flushed();
    expect((await views('ana-5')).map((v) => v.fp)).toEqual(['held']);
  });

  it('when the artist opens their own artwork, then no view is counted; another signed-in artist’s is', async () => {
    await request(catalog.app).get('/artwork/get/ana-3?fp=x').set(bearer(catalog.tokens.ana)).expect(200);
    await request(catalog.app).get('/artwork/get/ana-3?fp=y').set(bearer(catalog.tokens.ben)).expect(200);
    // Views are stored in the order they came: once Ben's is there, Ana's would be too.
    expect((await viewsOnceThere('ana-3', 1)).map((v) => v.fp)).toEqual(['y']);
  });

  it('when a bad token comes along, then 401 says so (the client renews it or goes on as a visitor) and no view counts', async () => {
    await request(catalog.app)
      .get('/artwork/get/ana-4')
      .set(bearer('not-a-token'))
      .expect(401, { message: 'Your session is not valid, please log in again' });
    await request(catalog.app).get('/artwork/get/ana-4?fp=after').expect(200);
    expect((await viewsOnceThere('ana-4', 1)).map((v) => v.fp)).toEqual(['after']);
  });

  it('when the slug is unknown, then 404 No Art Found and no view', async () => {
    const res = await request(catalog.app).get('/artwork/get/no-such-art?fp=z').expect(404);
    expect(res.body).toEqual({ message: 'No Art Found' });
    expect(await views('no-such-art')).toHaveLength(0);
  });

  it('when the fingerprint is too long, then 400 says so', async () => {
    const res = await request(catalog.app)
      .get(`/artwork/get/ana-1?fp=${'x'.repeat(201)}`)
      .expect(400);
    expect(res.body).toEqual({ message: 'Fingerprint must be at most 200 characters' });
  });
});

describe('the artwork page when community is down', () => {
  it('when community’s port is closed, then the page answers with a null rank', async () => {
    const catalog = await startCatalog({ COMMUNITY_URL: await closedPortUrl() });
    try {
      await seed(catalog);
      const { body } = await request(catalog.app).get('/artwork/get/blue-field').expect(200);
      expect(body.rank).toBeNull();
      expect(body.art.slug).toBe('blue-field');
    } finally {
      await catalog.stop();
    }
  }, 60_000);

  it('when community accepts but never answers, then the page gives up on the rank after its short timeout', async () => {
    const hanging = await fakeService((app) => app.get('/internal/pulse/rank/:slug', () => undefined));
    const catalog = await startCatalog({ COMMUNITY_URL: hanging.url });
    try {
      await seed(catalog);
      const started = Date.now();
      const { body } = await request(catalog.app).get('/artwork/get/blue-field').expect(200);
      // The timeout is 800 ms; the margin is for a busy machine, the point is that it does not wait for the hanging server.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(body.rank).toBeNull();
    } finally {
      await catalog.stop();
      hanging.close();
    }
  }, 60_000);
});

describe('the artwork page kept between changes', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog({ COMMUNITY_URL: await closedPortUrl() });
    await seed(catalog);
  }, 60_000);
  afterAll(() => catalog.stop());

  const page = (slug: string, token?: string) => {
    const call = request(catalog.app).get(`/artwork/get/${slug}`);
    return token ? call.set(bearer(token)) : call;
  };
  /** The statements a call sends about artworks and pictures. */
  const catalogReadsOf = async (call: () => PromiseLike<unknown>) => {
    const sent: string[] = [];
    const keep = ({ sql }: { sql: string }) => void (/"(artworks|media)"/.test(sql) && sent.push(sql));
    catalog.ctx.db.on('query', keep);
    try {
      await call();
    } finally {
      catalog.ctx.db.off('query', keep);
    }
    return sent;
  };
  // Another replica on the same database: its own deps, its own kept answers.
  const otherReplica = () => createArtworkRepository(catalog.ctx.db);

  it('when nothing changed since the last visitor, then the page is answered without reading the artworks again', async () => {
    await page('ana-6').expect(200);
    expect(await catalogReadsOf(() => page('ana-6').expect(200))).toEqual([]);
  });

  it('when another replica edits the artwork, then the next visitor sees the edit', async () => {
    expect((await page('ana-7').expect(200)).body.art.title).toBe('ana-7');
    await catalog.ctx.db('artworks').where({ slug: 'ana-7' }).update({ title: 'Ana Seven, retitled' });
    expect((await page('ana-7').expect(200)).body.art.title).toBe('Ana Seven, retitled');
  });

  it('when another artwork is published, then it appears among the pieces shown beside this one', async () => {
    const before = (await page('blue-field').expect(200)).body.more.map((a: { slug: string }) => a.slug);
    expect(before).not.toContain('ana-newest');
    await otherReplica().insertMany([artwork('ana-newest', { createdAt: new Date(Date.UTC(2025, 5, 1)) })]);
    expect((await page('blue-field').expect(200)).body.more[0].slug).toBe('ana-newest');
  });

  it('when a moderator hides the artwork, then visitors get No Art Found at once and its owner still sees it', async () => {
    await page('ana-8').expect(200);
    await otherReplica().setHiddenReason('ana-8', 'Not the artist’s own work');
    expect((await page('ana-8').expect(404)).body).toEqual({ message: 'No Art Found' });
    expect((await page('ana-8', catalog.tokens.ana).expect(200)).body.art.slug).toBe('ana-8');
  });

  it('when a change is rolled back, then the page kept before it is still right', async () => {
    const before = (await page('ana-9').expect(200)).body;
    await catalog.ctx.db
      .transaction(async (trx) => {
        await trx('artworks').where({ slug: 'ana-9' }).update({ title: 'never saved' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await page('ana-9').expect(200)).body).toEqual(before);
  });
});
