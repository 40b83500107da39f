/**
 * Times the money path over HTTP: BENCH_CHECKOUTS guests (default 200) each buy a work of their own with the local
 * provider: POST /payment/create-payment-intent, POST /payment/local/confirm (4242), POST /payment/finalize; then
 * prints percentiles of each step. BENCH_CONCURRENCY buyers at a time (default 1: latency, not throughput).
 * commerce runs on a fresh schema of DATABASE_URL (embedded PGlite without it); catalog is an in-memory stand-in, so
 * the times are commerce's own; the outbox relay (mails, sold marks) is not started. It measures; nothing asserts a time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx services/commerce/bench/checkout-bench.ts
 *   options: BENCH_CHECKOUTS=200 BENCH_CONCURRENCY=1 BENCH_JSON=1 (one JSON line at the end)
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestService } from '@easel/service-kit/testing';
import type { CatalogArtwork, CatalogDirectory } from '../src/domain/catalog-artwork';
import { createCommerceService } from '../src/service';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 200);
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 1));
const WARM_UP = 10;
const STEPS = ['create-intent', 'confirm (local card)', 'finalize'] as const;
type Step = (typeof STEPS)[number];

const work = (n: number): CatalogArtwork => ({
  id: `bench-${n}`,
  slug: `bench-work-${n}`,
  title: `Bench work ${n}`,
  description: 'A study.',
  featuredImage: `/api/media/bench-${n}.jpg`,
  medium: 'Oil',
  material: 'Canvas',
  size: { width: 50, height: 70 },
  salePriceMinor: 1000 + n,
  currency: 'EUR',
  phidden: false,
  onSale: true,
  sold: false,
  published: true,
  allowOffers: false,
  owner: { id: '00000000-0000-4000-8000-000000000001', slug: 'bench-artist', name: 'Bench Artist' },
});

/** catalog as commerce asks it, without the network: what is timed is commerce's own work. */
const catalog: CatalogDirectory = {
  artworks: async (slugs) =>
    slugs.flatMap((slug) => (slug.startsWith('bench-work-') ? [work(Number(slug.slice(11)))] : [])),
  markSold: async () => undefined,
  markAvailable: async () => undefined,
};

const shipping = (n: number) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `bench.buyer.${n}@example.com`,
  address: '1 Harbour Road',
  city: 'Lisbon',
  state: 'Lisboa',
  zipCode: '1000-001',
  country: 'Portugal',
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => value.toFixed(1).padStart(8);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-bench-'));
  const where = process.env.DATABASE_URL
    ? `PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`
    : 'embedded PGlite (in memory; set DATABASE_URL for PostgreSQL)';
  console.log(`checkout bench: ${CHECKOUTS} checkouts, ${CONCURRENCY} at a time, local provider, on ${where}`);
  const service = await startTestService(
    createCommerceService({ catalog, contacts: { contact: async () => undefined } }),
    { DATA_DIR: dataDir },
  );
  const server = service.app.listen(0, '127.0.0.1');
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = async (route: string, body: object) => {
      const t = performance.now();
      const res = await fetch(base + route, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new Error(`POST ${route} → ${res.status} ${String(answer.message)}`);
      return { time: performance.now() - t, answer };
    };
    const times: Record<Step, number[]> = { 'create-intent': [], 'confirm (local card)': [], finalize: [] };

    async function checkout(n: number, timed: boolean) {
      const items = [{ id: `bench-work-${n}`, quantity: 1 }];
      const intent = await post('/payment/create-payment-intent', {
        items,
        shippingInfo: shipping(n),
        amount: 1000 + n,
      });
      const card = {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        billing: { name: 'Grace Hopper', email: shipping(n).email },
      };
      const confirm = await post('/payment/local/confirm', { clientSecret: intent.answer.client_secret, ...card });
      if (confirm.answer.status !== 'succeeded')
        throw new Error(`the 4242 card answered ${String(confirm.answer.status)}`);
      const order = await post('/payment/finalize', { paymentIntentId: intent.answer.payment_intent_id });
      if (!timed) return;
      times['create-intent'].push(intent.time);
      times['confirm (local card)'].push(confirm.time);
      times.finalize.push(order.time);
    }

    for (let n = 0; n < WARM_UP; n++) await checkout(CHECKOUTS + n, false); // warm-up: plans, pools, JIT
    let next = 0;
    const lane = async () => {
      while (next < CHECKOUTS) await checkout(next++, true);
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const seconds = (performance.now() - started) / 1000;

    console.log(
      `\n${'step'.padEnd(22)} ${'n'.padStart(4)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    );
    const summary: Record<string, { p50: number; p99: number }> = {};
    for (const step of STEPS) {
      const list = [...times[step]].sort((a, b) => a - b);
      summary[step] = { p50: percentile(list, 50), p99: percentile(list, 99) };
      console.log(
        `${step.padEnd(22)} ${String(list.length).padStart(4)} ${ms(percentile(list, 50))} ${ms(percentile(list, 95))} ${ms(percentile(list, 99))} ${ms(list.at(-1) ?? NaN)}`,
      );
    }
    console.log(`\n${CHECKOUTS} checkouts in ${seconds.toFixed(1)} s (${(CHECKOUTS / seconds).toFixed(1)} a second)`);
    if (process.env.BENCH_JSON)
      console.log(JSON.stringify({ checkouts: CHECKOUTS, concurrency: CONCURRENCY, seconds, ...summary }));
  } finally {
    server.close();
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
