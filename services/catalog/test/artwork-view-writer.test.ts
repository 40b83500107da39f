import { createLogger } from '@easel/service-kit';
import { createArtworkViewWriter } from '../src/data-access/artwork-view-writer';
import { createArtworkViewsRepository, type ArtworkView } from '../src/data-access/artwork-views-repository';
import { owners, startCatalog, type TestCatalog } from './helpers';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
}, 60_000);
afterAll(() => catalog.stop());

const view = (fp: string): ArtworkView => ({ artSlug: 'blue-field', ownerId: owners.ana.id, fp });
const stored = async () =>
  (await catalog.ctx.db('artwork_views').where({ art_slug: 'blue-field' }).orderBy('id')).map((row) => row.fp);
const logger = () => {
  const log = createLogger('catalog', 'silent');
  return Object.assign(log, { warn: jest.fn() });
};

beforeEach(() => catalog.ctx.db('artwork_views').delete());

test('when views come in while an insert runs, then they are stored together in the next one, in order', async () => {
  const repository = createArtworkViewsRepository(catalog.ctx.db);
  const inserts: number[] = [];
  const writer = createArtworkViewWriter(
    { recordMany: (views) => (inserts.push(views.length), repository.recordMany(views)) },
    logger(),
  );
  writer.record(view('a'));
  writer.record(view('b'));
  writer.record(view('c'));
  await writer.flushed();
  expect(inserts).toEqual([1, 2]);
  expect(await stored()).toEqual(['a', 'b', 'c']);
});

test('when an insert fails, then its views are logged as lost and the next views are stored', async () => {
  const repository = createArtworkViewsRepository(catalog.ctx.db);
  let failures = 1;
  const log = logger();
  const writer = createArtworkViewWriter(
    {
      recordMany: (views) =>
        failures-- > 0 ? Promise.reject(new Error('database down')) : repository.recordMany(views),
    },
    log,
  );
  writer.record(view('lost'));
  await writer.flushed();
  writer.record(view('kept'));
  await writer.flushed();
  expect(await stored()).toEqual(['kept']);
  expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ views: 1 }), 'artwork views not recorded');
});

test('when more views wait than the queue holds, then the newest are dropped and counted in the log', async () => {
  const repository = createArtworkViewsRepository(catalog.ctx.db);
  const log = logger();
  const writer = createArtworkViewWriter(repository, log, 2);
  for (const fp of ['first', 'second', 'third', 'fourth']) writer.record(view(fp)); // 'first' is being written, two wait
  await writer.flushed();
  expect(await stored()).toEqual(['first', 'second', 'third']);
  expect(log.warn).toHaveBeenCalledWith({ views: 1 }, 'artwork views dropped while the database was behind');
});
