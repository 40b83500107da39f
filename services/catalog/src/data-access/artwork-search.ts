import type { Db } from '@easel/service-kit';
import type { Knex } from 'knex';
import { SOLD_STATUS } from '@easel/contracts';
import type { Artwork } from '../domain/artwork';
import type { SearchCriteria } from '../domain/search-terms';
import { ARTWORK_COLUMNS, fromRow, SHOWN_SALE_PRICE, visibleOnly, type ArtworkRow } from './artwork-row';

// By the longest side, in cm.
const SIZE = {
  small: 'longest_side_cm < 50',
  medium: 'longest_side_cm between 50 and 100',
  large: 'longest_side_cm > 100',
} as const;
// Within 5% either way counts as square.
const ORIENTATION = {
  square: 'abs(width_cm - height_cm) <= 0.05 * longest_side_cm',
  portrait: 'height_cm > width_cm * 1.05',
  landscape: 'width_cm > height_cm * 1.05',
} as const;
const PURCHASABLE = 'on_sale and status <> ?';

// The visitor's words as PostgreSQL reads them: stemmed, stop words gone. With its configuration named, to_tsquery is
// immutable, so the planner folds it into a constant for each call: `search @@` it is matched to the GIN index, and
// ts_rank does not parse the words again for each row.
const WORDS = "to_tsquery('english', ?)";
const RANK = `ts_rank(search, ${WORDS})`;

function filter(q: Knex.QueryBuilder, c: SearchCriteria) {
  visibleOnly(q);
  if (c.tsquery) q.whereRaw(`search @@ ${WORDS}`, [c.tsquery]);
  const { medium, style } = c;
  if (medium)
    q.where((w) => w.whereRaw('lower(medium) = lower(?)', [medium]).orWhereRaw('lower(medium2) = lower(?)', [medium]));
  if (style) q.whereRaw('lower(style) = lower(?)', [style]);
  if (c.minPriceMinor !== undefined || c.maxPriceMinor !== undefined) {
    // A price filter only finds prices a visitor may see.
    q.where({ on_sale: true, phidden: false });
    if (c.minPriceMinor !== undefined) q.where('sale_price_minor', '>=', c.minPriceMinor);
    if (c.maxPriceMinor !== undefined) q.where('sale_price_minor', '<=', c.maxPriceMinor);
  }
  if (c.size) q.whereRaw(SIZE[c.size]);
  if (c.orientation) q.whereRaw(ORIENTATION[c.orientation]);
  if (c.forSale !== undefined) q.whereRaw(c.forSale ? PURCHASABLE : `not (${PURCHASABLE})`, [SOLD_STATUS]);
  return q;
}

/** Words and no filter: their matches are ranked from artwork_words (migration 013), the visible artworks' words alone. */
function wordsAlone({ tsquery: _words, sort: _sort, limit: _limit, offset: _offset, ...filters }: SearchCriteria) {
  return Object.values(filters).every((value) => value === undefined);
}

function order(q: Knex.QueryBuilder, c: SearchCriteria) {
  // Prices nobody may see come after the visible ones, newest first, so their order tells nothing.
  const priced = (direction: 'asc' | 'desc') => q.orderByRaw(`${SHOWN_SALE_PRICE} ${direction} nulls last`);
  if (c.sort === 'price_asc') priced('asc');
  if (c.sort === 'price_desc') priced('desc');
  return q.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export function createArtworkSearch(db: Db) {
  // Words that are all stop words ("the") have no lexemes.
  const hasLexemes = async (tsquery: string) =>
    Boolean((await db.first<{ lexemes: string }>(db.raw(`${WORDS}::text as lexemes`, [tsquery])))?.lexemes);

  const count = async (c: SearchCriteria) => Number((await filter(db('artworks').count({ n: '*' }), c))[0]?.n ?? 0);

  /**
   * By relevance every match is ranked: the matches' ids and ranks are kept once (a materialized CTE), then sorted for
   * the page and counted, in one statement. (Counting them in a window over the ranked matches cost more.)
   */
  const byRelevance = (c: SearchCriteria) => {
    const rank = db.raw(`${RANK} as rank`, [c.tsquery]);
    const matches = wordsAlone(c)
      ? db('artwork_words').select('id', 'created_at', rank).whereRaw(`search @@ ${WORDS}`, [c.tsquery])
      : filter(db('artworks').select('id', 'created_at', rank), c);
    const ranked = ['rank', 'created_at', 'id'].map((column) => ({ column, order: 'desc' as const }));
    const page = db('matches')
      .select('id', 'rank', 'created_at')
      .orderBy(ranked)
      .limit(c.limit)
      .offset(c.offset)
      .as('page');
    return db
      .withMaterialized('matches', matches)
      .from(page)
      .join('artworks', 'artworks.id', 'page.id')
      .select([...ARTWORK_COLUMNS, db('matches').count('*').as('total')])
      .orderBy(ranked.map(({ column, order }) => ({ column: `page.${column}`, order })));
  };

  /** In the newest or price order: the page's ids first, then their rows (a deep page reads index entries), the count beside. */
  const inOrder = (c: SearchCriteria) => {
    const page = order(filter(db('artworks').select('artworks.id'), c), c)
      .limit(c.limit)
      .offset(c.offset);
    const total = filter(db('artworks').count('*'), c).as('total');
    return order(
      db('artworks')
        .select([...ARTWORK_COLUMNS, total])
        .whereIn('artworks.id', page),
      c,
    );
  };

  const search = async (c: SearchCriteria): Promise<{ artworks: Artwork[]; total: number }> => {
    const rows: (ArtworkRow & { total: string | number })[] = await (c.sort === 'relevance' && c.tsquery
      ? byRelevance(c)
      : inOrder(c));
    // A page past the last brings no total with it.
    const total = rows[0] ? Number(rows[0].total) : c.offset === 0 ? 0 : await count(c);
    // Stop words alone match nothing as PostgreSQL reads them, yet they mean no words were given: then nothing is filtered.
    if (total === 0 && c.tsquery && !(await hasLexemes(c.tsquery))) return search({ ...c, tsquery: '' });
    return { artworks: rows.map(fromRow), total };
  };
  return { search };
}

export type ArtworkSearch = ReturnType<typeof createArtworkSearch>;
