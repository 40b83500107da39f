/**
 * Seeds BENCH_ROWS artworks (default 100,000) into a fresh schema on DATABASE_URL (embedded PGlite
 * without it), then times BENCH_QUERIES varied GET /search calls over HTTP and prints percentiles.
 * It measures and prints; nothing asserts a time. The schema is dropped at the end (BENCH_KEEP=1 keeps it).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx services/catalog/bench/search-bench.ts
 *   options: BENCH_ROWS=100000 BENCH_QUERIES=200 BENCH_BATCH=1000 BENCH_JSON=1 (one JSON line at the end)
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestService } from '@easel/service-kit/src/testing';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import type { NewArtwork } from '../src/domain/artwork';
import { createCatalogService } from '../src/service';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);

const WORDS = [
  'harbour',
  'light',
  'quiet',
  'storm',
  'garden',
  'blue',
  'red',
  'morning',
  'night',
  'river',
  'field',
  'portrait',
  'city',
  'dream',
  'winter',
  'summer',
  'gold',
  'shadow',
  'window',
  'mountain',
  'sea',
  'forest',
  'memory',
  'dance',
  'silence',
  'fire',
  'rain',
  'stone',
  'bird',
  'lemon',
];
const MEDIA = ['Oil', 'Acrylic', 'Watercolour', 'Ink', 'Charcoal', 'Photography', 'Digital', 'Mixed media'];
const STYLES = [
  'Abstract',
  'Landscape',
  'Minimalism',
  'Expressionism',
  'Realism',
  'Geometric',
  'Impressionism',
  'Pop Art',
  'Surrealism',
  'Portraiture',
  'Contemporary',
  'Botanical',
];
const MATERIALS = ['Canvas', 'Linen', 'Wood panel', 'Paper', 'Aluminium'];
const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Iris',
  'Jonas',
  'Kai',
  'Lucia',
  'Mara',
  'Noor',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Theo',
];
const LAST = [
  'Lee',
  'Okafor',
  'Tanaka',
  'Herrera',
  'Marchetti',
  'Haddad',
  'Byrne',
  'Raman',
  'Wagner',
  'Costa',
  'Mensah',
  'Dubois',
  'Novak',
  'Silva',
  'Berg',
  'Kowalski',
  'Rossi',
  'Khan',
  'Moreau',
  'Lind',
  'Park',
  'Ibsen',
  'Vega',
  'Nagy',
  'Holm',
];

// A small deterministic generator: every run seeds the same catalog and asks the same questions.
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

const artists = FIRST.flatMap((first, f) =>
  LAST.map((last, l) => ({
    id: `00000000-0000-4000-8000-${String(f * 100 + l).padStart(12, '0')}`,
    slug: `${first}-${last}`.toLowerCase(),
    name: `${first} ${last}`,
    avatar: null,
    aboutImg: null,
  })),
);

function planArtwork(n: number, r: ReturnType<typeof random>): NewArtwork {
  const title = `${r.pick(WORDS)} ${r.pick(WORDS)}`.replace(/^./, (c) => c.toUpperCase());
  const owner = r.pick(artists);
  const medium = r.pick(MEDIA);
  const style = r.pick(STYLES);
  const width = r.int(15, 200);
  const price = r.int(5, 1200) * 1000;
  return {
    slug: `${title.toLowerCase().replace(/\s+/g, '-')}-${owner.slug}-${n}`,
    title,
    description: `A ${style.toLowerCase()} piece about ${r.pick(WORDS)}, ${r.pick(WORDS)} and ${r.pick(WORDS)}, worked in ${medium.toLowerCase()}.`,
    featuredImage: `/api/media/bench-${n}.jpg`,
    featuredShape: { width: 1200, height: 900, colour: '#8a6f4e' },
    gallery: [],
    medium,
    medium2: r.next() < 0.2 ? r.pick(MEDIA) : null,
    material: r.pick(MATERIALS),
    year: r.int(1990, 2025),
    style,
    size: { width, height: Math.max(10, Math.round(width * r.pick([0.6, 0.75, 1, 1.25, 1.5]))) },
    priceMinor: price,
    discountPriceMinor: r.next() < 0.15 ? Math.round(price * 0.8) : null,
    currency: 'EUR',
    onSale: r.next() < 0.85,
    phidden: r.next() < 0.03,
    status: r.next() < 0.05 ? 'Sold - Open for Commission' : '',
    allowoffers: null,
    owner,
    publishedAt: null,
    createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
  };
}

/** The questions asked, by kind: words alone, words with filters, filters alone, price order, deep pages. */
function planQueries(count: number): { kind: string; query: string }[] {
  const r = random(7);
  const kinds: (() => { kind: string; query: string })[] = [
    () => ({ kind: 'text', query: `q=${r.pick(WORDS)}` }),
    () => ({ kind: 'text, 2 words', query: `q=${r.pick(WORDS)}+${r.pick(WORDS)}` }),
    () => ({
      kind: 'text + filters',
      query: `q=${r.pick(WORDS)}&medium=${encodeURIComponent(r.pick(MEDIA))}&size=${r.pick(['small', 'medium', 'large'])}&forSale=true`,
    }),
    () => ({ kind: 'prefix text', query: `q=${r.pick(WORDS).slice(0, 3)}` }),
    () => ({
      kind: 'filters only',
      query: `style=${encodeURIComponent(r.pick(STYLES))}&orientation=${r.pick(['portrait', 'landscape', 'square'])}&minPrice=${r.int(0, 3) * 100}&maxPrice=${r.int(4, 12) * 100}`,
    }),
    () => ({ kind: 'price sort', query: `sort=${r.pick(['price_asc', 'price_desc'])}&medium=${encodeURIComponent(r.pick(MEDIA))}` }),
    () => ({ kind: 'newest, deep page', query: `sort=newest&page=${r.int(50, 400)}&pageSize=24` }),
    () => ({ kind: 'everything', query: 'pageSize=48' }),
  ];
  return Array.from({ length: count }, (_, i) => (kinds[i % kinds.length] as () => { kind: string; query: string })());
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => value.toFixed(1).padStart(8);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-bench-'));
  const where = process.env.DATABASE_URL
    ? `PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`
    : 'embedded PGlite (in memory; set DATABASE_URL for PostgreSQL)';
  console.log(`search bench: ${ROWS.toLocaleString('en')} artworks, ${QUERIES} queries, on ${where}`);
  const service = await startTestService(createCatalogService(), { DATA_DIR: dataDir });
  const db = service.ctx.db;
  try {
    const r = random(42);
    const started = performance.now();
    const artworks = createArtworkRepository(db);
    for (let from = 0; from < ROWS; from += BATCH) {
      await artworks.insertMany(Array.from({ length: Math.min(BATCH, ROWS - from) }, (_, i) => planArtwork(from + i, r)));
    }
    const seeded = performance.now();
    await db.raw('analyze artworks');
    console.log(
      `seeded in ${((seeded - started) / 1000).toFixed(1)} s (${Math.round(ROWS / ((seeded - started) / 1000)).toLocaleString('en')} rows/s, batches of ${BATCH}); analyze ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const server = service.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search?`;
    const ask = async (query: string) => {
      const t = performance.now();
      const res = await fetch(base + query);
      const body = (await res.json()) as { total?: number; message?: string };
      if (res.status !== 200) throw new Error(`${query} → ${res.status} ${body.message}`);
      return { time: performance.now() - t, total: body.total ?? 0 };
    };
    const queries = planQueries(QUERIES);
    for (const { query } of queries.slice(0, 20)) await ask(query); // warm-up: plans and caches
    const times = new Map<string, number[]>();
    const totals = new Map<string, number[]>();
    for (const { kind, query } of queries) {
      const { time, total } = await ask(query);
      times.set(kind, [...(times.get(kind) ?? []), time]);
      totals.set(kind, [...(totals.get(kind) ?? []), total]);
    }
    server.close();

    const rows = [...times.entries()].map(([kind, list]) => ({
      kind,
      list: [...list].sort((a, b) => a - b),
      hits: Math.round((totals.get(kind) ?? []).reduce((a, b) => a + b, 0) / list.length),
    }));
    const all = [...times.values()].flat().sort((a, b) => a - b);
    console.log(
      `\n${'query kind'.padEnd(20)} ${'n'.padStart(4)} ${'avg hits'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    );
    for (const { kind, list, hits } of [...rows, { kind: 'all', list: all, hits: NaN }]) {
      console.log(
        `${kind.padEnd(20)} ${String(list.length).padStart(4)} ${(Number.isNaN(hits) ? '' : String(hits)).padStart(9)} ${ms(percentile(list, 50))} ${ms(percentile(list, 95))} ${ms(percentile(list, 99))} ${ms(list[list.length - 1] ?? NaN)}`,
      );
    }
    if (process.env.BENCH_JSON) {
      console.log(
        JSON.stringify({
          rows: ROWS,
          seedSeconds: (seeded - started) / 1000,
          queries: all.length,
          p50: percentile(all, 50),
          p95: percentile(all, 95),
          p99: percentile(all, 99),
        }),
      );
    }
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept schema ${String(db.client.config.searchPath)}`);
    else await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
