// Search on 100,000 artworks. services/catalog/bench/search-bench.ts seeds BENCH_ROWS artworks into a schema
// of its own on DATABASE_URL (PGlite without it), prints the plan of each query kind and times varied GET /search calls
// of the catalog service directly and through a gateway in front of it.
'use strict';
const { runTypeScript } = require('./run-child');
const { ms } = require('./print');

const searchRows = Number(process.env.BENCH_ROWS || 100_000);

/**
 * The catalog's search bench in a child process: its plans and its table by query kind, then the percentiles of all
 * queries. The targets hold for what a visitor gets, through the gateway; the catalog alone is printed beside it.
 */
async function searchLatency(ctx) {
  const env = { ...process.env, BENCH_ROWS: String(searchRows), BENCH_JSON: '1' }; // DATABASE_URL passes through when set
  const lines = (await runTypeScript('services/catalog/bench/search-bench.ts', env)).trimEnd().split('\n');
  const summary = JSON.parse(lines.pop());
  const rows = summary.rows.toLocaleString('en');
  const percentiles = ({ p50, p95, p99 }) => `p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}`;
  const held = summary.gateway ?? summary.direct;
  const path = summary.gateway ? 'through the gateway' : 'catalog directly; the gateway did not start';
  // The targets are set on PostgreSQL: a run on PGlite (DATABASE_URL unset) prints its figures but cannot meet them.
  const onPostgres = summary.database === 'PostgreSQL';
  ctx.verdict(
    `Search p95 (${summary.database}, ${rows} artworks, ${path})`,
    ms(held.p95),
    'at most 25 ms on PostgreSQL',
    onPostgres && held.p95 <= 25,
  );
  ctx.verdict(
    `Search p99 (${summary.database}, ${rows} artworks, ${path})`,
    ms(held.p99),
    'at most 50 ms on PostgreSQL',
    onPostgres && held.p99 <= 50,
  );
  return [
    lines.join('\n'),
    [
      `${summary.queries} queries over ${rows} artworks on ${summary.database} (seeded in ${summary.seedSeconds.toFixed(1)} s):`,
      `  catalog service directly: ${percentiles(summary.direct)}`,
      summary.gateway
        ? `  through the gateway:      ${percentiles(summary.gateway)}`
        : '  through the gateway:      not measured',
    ].join('\n'),
  ];
}

module.exports = {
  name: `Search latency over ${searchRows.toLocaleString('en')} seeded artworks (GET /search)`,
  run: searchLatency,
};
