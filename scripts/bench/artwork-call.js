// GET /api/artwork/get/{slug} through the gateway against a bare node:http + pg server that answers the
// same JSON from the same database, both loaded by wrk (Debian's, WRK_PATH) at 16 connections over every demo slug in
// turn. The catalog service is loaded directly too, so the gateway's share shows. The bare server needs the platform's
// PostgreSQL database (DATABASE_URL): it cannot open the embedded PGlite of a platform started without one.
// BENCH_ARTWORK_SECONDS sets each run's length (default 10 s, after a 2 s warm-up).
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { runChild } = require('./run-child');
const { table, kb, ms } = require('./print');

const connections = 16;
const seconds = Number(process.env.BENCH_ARTWORK_SECONDS || 10);
const wrkPath = process.env.WRK_PATH || '/usr/bin/wrk';

async function artworkCall(ctx) {
  const slugs = await demoSlugs(ctx);
  const databaseUrl = platformDatabaseUrl(ctx);
  const targets = [
    { name: 'gateway', base: `${ctx.baseURL}/api/artwork/get/` },
    ...(catalogUrl(ctx) ? [{ name: 'catalog service, directly', base: `${catalogUrl(ctx)}/artwork/get/` }] : []),
  ];
  const bare = databaseUrl && (await startBareServer(databaseUrl));
  if (bare) targets.unshift({ name: 'bare node:http + pg', base: `${bare.url}/artwork/get/` });
  try {
    const sameness = bare
      ? await sameAnswer(targets[0].base, targets[1].base, slugs)
      : 'No bare server: the platform has no DATABASE_URL (PGlite).';
    for (const target of targets) {
      await load(target.base, slugs, 2); // warm-up: connections, plans, caches
      target.result = await load(target.base, slugs, seconds);
    }
    const gateway = targets.find((t) => t.name === 'gateway').result;
    const ratio = bare ? gateway.rps / targets[0].result.rps : NaN;
    ctx.verdict(
      'Artwork call through the gateway: throughput against a bare server (16 connections)',
      bare ? `${ratio.toFixed(2)} ×` : 'not measured (PGlite)',
      'at least 0.5 ×',
      ratio >= 0.5 && gateway.failed === 0,
    );
    ctx.verdict(
      'Artwork call through the gateway: p99 (16 connections)',
      ms(gateway.p99),
      'at most 30 ms',
      gateway.p99 <= 30 && gateway.failed === 0,
    );
    const rows = targets.map(({ name, result: r }) => [
      name,
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      String(r.failed),
      bare ? `${(r.rps / targets[0].result.rps).toFixed(2)} ×` : '',
    ]);
    return [
      table(
        `GET …/artwork/get/{slug} over ${slugs.length} demo slugs, ${connections} connections, ${seconds} s each`,
        ['server', 'calls/s', 'p50', 'p99', 'failed', 'of bare'],
        rows,
        ['gateway against bare', '', '', '', '', bare ? `${ratio.toFixed(2)} ×` : 'n/a'],
        ['left', 'right', 'right', 'right', 'right', 'right'],
      ),
      sameness,
    ];
  } finally {
    await bare?.close();
  }
}

// ───────────────────────────── load ─────────────────────────────

/** wrk over base + each slug in turn: calls a second, p50 and p99 (ms), and the calls that failed (not 2xx, or a socket error). */
async function load(base, slugs, durationSeconds) {
  const url = new URL(base);
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'easel-wrk-')), 'paths.lua');
  const paths = slugs.map((slug) => JSON.stringify(`${url.pathname}${encodeURIComponent(slug)}`)).join(', ');
  fs.writeFileSync(
    script,
    `local paths = { ${paths} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i])\nend\n`,
  );
  try {
    const out = await runChild(
      wrkPath,
      ['-t2', `-c${connections}`, `-d${durationSeconds}s`, '--latency', '-s', script, url.origin],
      process.env,
    );
    return parseWrk(out);
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

function parseWrk(out) {
  const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const latency = (percent) => {
    const [, value, unit] = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out) ?? [];
    if (value === undefined) throw new Error(`wrk printed no ${percent}% latency:\n${out}`);
    return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: latency(50),
    p99: latency(99),
    failed:
      number(/Non-2xx or 3xx responses:\s+(\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

// ───────────────────────────── the bare server ─────────────────────────────

// The catalog's queries for the artwork page, written by hand against the services' schemas: the artwork, similar
// pieces, more by the artist, the week's badges, the gallery's shapes, and the Pulse rank from community's table.
const COLUMNS = `id, slug, title, description, featured_image, featured_width, featured_height, featured_colour, gallery, medium, medium2,
  material, year, style, width_cm, height_cm, price_minor, discount_price_minor, currency, on_sale, phidden, status, allowoffers,
  owner_id, owner_slug, owner_name, owner_avatar, owner_about_img, created_at, updated_at`;
const VISIBLE = 'hidden_reason is null and not owner_suspended';
const WEEK = "date_trunc('week', now() at time zone 'UTC')::date";
const SQL = {
  art: `select ${COLUMNS} from catalog.artworks where slug = $1 and ${VISIBLE}`,
  similar: `select ${COLUMNS} from catalog.artworks where ${VISIBLE} and owner_id <> $1
    order by coalesce((lower(style) = lower($2))::int * 2, 0) + coalesce((lower(medium) = lower($3))::int, 0) desc,
      abs((case when phidden or not on_sale then null else sale_price_minor end) - $4::integer) asc nulls last, created_at desc limit 8`,
  more: `select ${COLUMNS} from catalog.artworks where ${VISIBLE} and owner_id = $1 and id <> $2 order by created_at desc, id desc limit 8`,
  badges: `select slug, position from catalog.pulse_badges where week = ${WEEK} order by position`,
  shapes: 'select path, kind, width, height, colour from catalog.media where path = any($1)',
  rank: `select position, prev_slug, next_slug from (select art_slug, position, lag(art_slug) over w as prev_slug, lead(art_slug) over w as next_slug
    from community.pulse_weeks where week = ${WEEK} window w as (order by position)) ranked where art_slug = $1`,
};

async function startBareServer(databaseUrl) {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: databaseUrl, max: 10 }); // the size of a service's knex pool
  const query = async (sql, values) => (await pool.query(sql, values)).rows;
  const server = http.createServer(async (req, res) => {
    try {
      const slug = decodeURIComponent(req.url.split('?')[0].slice('/artwork/get/'.length));
      const [art] = await query(SQL.art, [slug]);
      if (!art) return send(res, 404, { message: 'No Art Found' });
      const salePrice = art.phidden || !art.on_sale ? null : (art.discount_price_minor ?? art.price_minor);
      const files = art.gallery.map((url) => url.slice(url.lastIndexOf('/') + 1));
      const [similar, more, badges, shapes, [rank]] = await Promise.all([
        query(SQL.similar, [art.owner_id, art.style ?? '', art.medium, salePrice]),
        query(SQL.more, [art.owner_id, art.id]),
        query(SQL.badges),
        files.length ? query(SQL.shapes, [files]) : [],
        query(SQL.rank, [slug]),
      ]);
      const badge = new Map(badges.map((b) => [b.slug, b.position]));
      const shapeOf = new Map(
        shapes.map((s) => [
          s.path,
          s.kind === 'image' && s.width && s.height ? { width: s.width, height: s.height, colour: s.colour } : null,
        ]),
      );
      const cardOf = (row) => ({ ...card(row), ...(badge.has(row.slug) && { pulseRank: badge.get(row.slug) }) });
      send(res, 200, {
        art: {
          ...card(art),
          description: art.description,
          medium2: art.medium2 ?? '',
          allowoffers: art.allowoffers ?? '',
          galleryShapes: files.map((file) => shapeOf.get(file) ?? null),
          user: { ...card(art).user, artistPage: { about: { img: art.owner_about_img } } },
          updatedAt: art.updated_at.toISOString(),
        },
        similar: similar.map(cardOf),
        rank: rank ? { position: rank.position, prevSlug: rank.prev_slug, nextSlug: rank.next_slug } : null,
        more: more.map(cardOf),
      });
    } catch (error) {
      send(res, 500, { message: String(error.message) });
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

function card(row) {
  const major = (minor) => (row.currency === 'JPY' ? Number(minor) : Number(minor) / 100);
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    featuredImage: row.featured_image,
    featuredImageShape:
      row.featured_width && row.featured_height
        ? { width: row.featured_width, height: row.featured_height, colour: row.featured_colour }
        : null,
    gallery: row.gallery,
    medium: row.medium,
    material: row.material,
    year: row.year,
    style: row.style,
    size: { width: Number(row.width_cm), height: Number(row.height_cm) },
    price: row.phidden ? null : major(row.price_minor),
    discountPrice: row.phidden || row.discount_price_minor === null ? null : major(row.discount_price_minor),
    currency: { code: row.currency, tag: { EUR: '€', GBP: '£', USD: '$', JPY: '¥' }[row.currency] ?? row.currency },
    onSale: row.on_sale,
    phidden: row.phidden,
    status: row.status,
    user: { _id: row.owner_id, slug: row.owner_slug, artistName: row.owner_name, avatar: row.owner_avatar },
    createdAt: row.created_at.toISOString(),
  };
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) })
    .end(json);
}

/** The bare server's answer against the gateway's for every slug: the same JSON, or the first difference. */
async function sameAnswer(bareBase, gatewayBase, slugs) {
  let bytes = [0, 0];
  for (const slug of slugs) {
    const [bare, gateway] = await Promise.all(
      [bareBase, gatewayBase].map((base) => fetch(`${base}${encodeURIComponent(slug)}`).then((r) => r.text())),
    );
    bytes = [bytes[0] + bare.length, bytes[1] + gateway.length];
    const difference = firstDifference(JSON.parse(bare), JSON.parse(gateway), '');
    if (difference)
      return `!! The bare server answers ${slug} differently from the gateway at ${difference}: the comparison is not like for like.`;
  }
  return `The bare server answers the same JSON as the gateway for all ${slugs.length} slugs (${kb(bytes[0] / slugs.length)} on average).`;
}

function firstDifference(a, b, at) {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at || '(the whole answer)';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const difference = firstDifference(a[key], b[key], `${at}.${key}`);
    if (difference) return difference;
  }
  return null;
}

// ───────────────────────────── the platform ─────────────────────────────

/** Every published demo artwork's slug (the demo seeds fewer than a page of 100). */
async function demoSlugs(ctx) {
  const answer = await fetch(new URL('/api/artworks?limit=100', ctx.baseURL));
  if (!answer.ok) throw new Error(`GET /api/artworks?limit=100 answered ${answer.status}`);
  const slugs = (await answer.json()).artworks.map((art) => art.slug);
  if (slugs.length === 0) throw new Error('GET /api/artworks returned no artwork (is the demo seeded?)');
  return slugs;
}

/**
 * The platform's database: DATABASE_URL itself for a running platform (BENCH_URL), else the fresh database that
 * e2e/start-fresh.js made beside it for this port; undefined on PGlite.
 */
function platformDatabaseUrl(ctx) {
  if (!process.env.DATABASE_URL) return undefined;
  if (process.env.BENCH_URL) return process.env.DATABASE_URL;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/easel_e2e_${new URL(ctx.baseURL).port}`;
  return url.toString();
}

/** The catalog service's own address: CATALOG_URL for a running platform, else where e2e/platform.js puts it. */
function catalogUrl(ctx) {
  if (process.env.BENCH_URL) return process.env.CATALOG_URL;
  return `http://127.0.0.1:${Number(new URL(ctx.baseURL).port) + 102}`;
}

module.exports = {
  name: 'The artwork call through the gateway against a bare server',
  run: artworkCall,
};
