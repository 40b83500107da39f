import { randomUUID } from 'node:crypto';
import { createPulseRanks } from '../src/data-access/pulse-ranks';
import { fakeService, startCatalog, type TestCatalog } from './helpers';

// community's answers by slug, changed by the tests; every call is counted.
let answers: Record<string, { status: number; body: object }> = {};
const asked: string[] = [];
let community: Awaited<ReturnType<typeof fakeService>>;
let catalog: TestCatalog;

beforeAll(async () => {
  community = await fakeService((app) =>
    app.get('/internal/pulse/rank/:slug', (req, res) => {
      asked.push(req.params.slug);
      const answer = answers[req.params.slug] ?? {
        status: 404,
        body: { message: 'This artwork is not in this week’s Pulse' },
      };
      res.status(answer.status).json(answer.body);
    }),
  );
  catalog = await startCatalog();
}, 60_000);
afterAll(async () => {
  await catalog.stop();
  await community.close();
});
beforeEach(() => {
  asked.length = 0;
  answers = {};
});

/** The catalog's Pulse ranks against the fake community, on a clock the test moves. */
function ranksAt(clock: { now: number }) {
  return createPulseRanks(
    catalog.ctx.db,
    catalog.ctx.internal,
    community.url,
    catalog.ctx.logger,
    800,
    () => new Date(clock.now),
  );
}

/** Waits until `done` holds: a refresh behind the page lands a moment later. */
async function until(done: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 100 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

const third = { position: 3, prevSlug: 'second', nextSlug: 'fourth' };

test('when an artwork’s rank is asked again within ten seconds, then community is asked once, even by visitors at the same time', async () => {
  answers['blue-field'] = { status: 200, body: third };
  const ranks = ranksAt({ now: Date.UTC(2026, 10, 23, 12) });
  expect(await Promise.all([ranks.rankOf('blue-field'), ranks.rankOf('blue-field')])).toEqual([third, third]);
  expect(await ranks.rankOf('blue-field')).toEqual(third);
  expect(asked).toEqual(['blue-field']);
});

test('when ten seconds have passed, then the kept rank answers at once while community is asked again, and the next page shows the new place', async () => {
  answers['blue-field'] = { status: 200, body: third };
  const clock = { now: Date.UTC(2026, 10, 23, 12) };
  const ranks = ranksAt(clock);
  await ranks.rankOf('blue-field');
  answers['blue-field'] = { status: 200, body: { position: 1, prevSlug: null, nextSlug: 'second' } };
  clock.now += 9_000;
  expect(await ranks.rankOf('blue-field')).toEqual(third);
  expect(asked).toEqual(['blue-field']);
  clock.now += 1_001;
  expect(await ranks.rankOf('blue-field')).toEqual(third);
  await until(() => asked.length === 2);
  await until(async () => (await ranks.rankOf('blue-field'))?.position === 1);
  expect(await ranks.rankOf('blue-field')).toEqual({ position: 1, prevSlug: null, nextSlug: 'second' });
  expect(asked).toEqual(['blue-field', 'blue-field']);
});

test('when a rank was kept more than a minute ago, then the page waits for community’s new answer', async () => {
  answers['blue-field'] = { status: 200, body: third };
  const clock = { now: Date.UTC(2026, 10, 23, 12) };
  const ranks = ranksAt(clock);
  await ranks.rankOf('blue-field');
  answers['blue-field'] = { status: 200, body: { position: 1, prevSlug: null, nextSlug: 'second' } };
  clock.now += 60_001;
  expect(await ranks.rankOf('blue-field')).toEqual({ position: 1, prevSlug: null, nextSlug: 'second' });
  expect(asked).toEqual(['blue-field', 'blue-field']);
});

test('when an artwork is not ranked, then that is kept too', async () => {
  const ranks = ranksAt({ now: Date.UTC(2026, 10, 23, 12) });
  expect(await ranks.rankOf('unranked')).toBeNull();
  expect(await ranks.rankOf('unranked')).toBeNull();
  expect(asked).toEqual(['unranked']);
});

test('when community fails, then the page goes without the rank and the next page asks again', async () => {
  answers['blue-field'] = { status: 500, body: { message: 'Something went wrong' } };
  const ranks = ranksAt({ now: Date.UTC(2026, 10, 23, 12) });
  expect(await ranks.rankOf('blue-field')).toBeNull();
  answers['blue-field'] = { status: 200, body: third };
  expect(await ranks.rankOf('blue-field')).toEqual(third);
  expect(asked).toEqual(['blue-field', 'blue-field']);
});

describe('the week’s badges', () => {
  const wednesday = Date.UTC(2026, 10, 25, 12);
  const week = '2026-11-23'; // its Monday
  beforeEach(() => catalog.ctx.db('pulse_badges').where({ week }).delete());

  test('when the badges are asked again within ten seconds, then they come from the cache; after ten seconds, from the database', async () => {
    const clock = { now: wednesday };
    const ranks = ranksAt(clock);
    await catalog.ctx.db('pulse_badges').insert({ week, slug: 'first-piece', position: 1 });
    expect(await ranks.thisWeek()).toEqual([{ slug: 'first-piece', position: 1 }]);
    // Another replica applied a new week: this one shows it once its copy has expired.
    await catalog.ctx.db('pulse_badges').insert({ week, slug: 'second-piece', position: 2 });
    clock.now += 9_000;
    expect(await ranks.thisWeek()).toEqual([{ slug: 'first-piece', position: 1 }]);
    clock.now += 1_001;
    expect(await ranks.thisWeek()).toEqual([
      { slug: 'first-piece', position: 1 },
      { slug: 'second-piece', position: 2 },
    ]);
  });

  test('when community’s week arrives at this catalog, then its badges show at once', async () => {
    const ranks = ranksAt({ now: wednesday });
    expect(await ranks.thisWeek()).toEqual([]);
    expect(await ranks.applyWeek(randomUUID(), week, [{ slug: 'winner', position: 1 }])).toBe(true);
    expect(await ranks.thisWeek()).toEqual([{ slug: 'winner', position: 1 }]);
  });
});
