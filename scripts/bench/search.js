// Issue 15 §3: search on 100,000 artworks. services/catalog/bench/search-bench.ts seeds BENCH_ROWS artworks into a schema
// of its own on DATABASE_URL (PGlite without it) and times varied GET /search calls.
'use strict';
const { runTypeScript } = require('./run-child');
const { ms } = require('./print');

const searchRows = Number(process.env.BENCH_ROWS || 100_000);

/** The catalog's search bench in a child process: its own table by query kind, then the percentiles of all queries. */
async function searchLatency(ctx) {
  const env = { ...process.env, BENCH_ROWS: String(searchRows), BENCH_JSON: '1' }; // DATABASE_URL passes through when set
  const lines = (await runTypeScript('services/catalog/bench/search-bench.ts', env)).trimEnd().split('\n');
  const summary = JSON.parse(lines.pop());
  ctx.verdict('Search p95 (PostgreSQL, 100,000 artworks)', ms(summary.p95), 'at most 25 ms', summary.p95 <= 25);
  ctx.verdict('Search p99 (PostgreSQL, 100,000 artworks)', ms(summary.p99), 'at most 50 ms', summary.p99 <= 50);
  return [
    lines.join('\n'),
    `${summary.queries} queries over ${summary.rows.toLocaleString('en')} artworks (seeded in ${summary.seedSeconds.toFixed(1)} s): p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}`,
  ];
}

module.exports = {
  name: `Search latency over ${searchRows.toLocaleString('en')} seeded artworks (GET /search)`,
  run: searchLatency,
};
