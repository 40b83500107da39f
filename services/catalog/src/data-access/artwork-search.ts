import type { Db } from '@easel/service-kit';
import type { Knex } from 'knex';
import { SOLD_STATUS } from '@easel/contracts';
import type { Artwork } from '../domain/artwork';
import type { SearchCriteria } from '../domain/search-terms';
import { ARTWORK_COLUMNS, fromRow, SHOWN_SALE_PRICE, visibleOnly, type ArtworkRow } from './artwork-row';

// By the longest side, in cm.
const SIZE = { small: 'longest_side_cm < 50', medium: 'longest_side_cm between 50 and 100', large: 'longest_side_cm > 100' } as const;
// Within 5% either way counts as square.
const ORIENTATION = {
  square: 'abs(width_cm - height_cm) <= 0.05 * longest_side_cm',
  portrait: 'height_cm > width_cm * 1.05',
  landscape: 'width_cm > height_cm * 1.05',
} as const;
const PURCHASABLE = 'on_sale and status <> ?';

/** The criteria with the visitor's words as PostgreSQL reads them: stemmed, stop words gone ('' when none is left). */
type ReadCriteria = SearchCriteria & { lexemes: string };

function filter(q: Knex.QueryBuilder, c: ReadCriteria) {
  visibleOnly(q);
  if (c.lexemes) q.whereRaw('search @@ ?::tsquery', [c.lexemes]);
  const { medium, style } = c;
  if (medium) q.where((w) => w.whereRaw('lower(medium) = lower(?)', [medium]).orWhereRaw('lower(medium2) = lower(?)', [medium]));
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

function order(q: Knex.QueryBuilder, c: ReadCriteria) {
  // Prices nobody may see come after the visible ones, newest first, so their order tells nothing.
  const priced = (direction: 'asc' | 'desc') => q.orderByRaw(`${SHOWN_SALE_PRICE} ${direction} nulls last`);
  if (c.sort === 'relevance' && c.lexemes) q.orderByRaw('ts_rank(search, ?::tsquery) desc', [c.lexemes]);
  if (c.sort === 'price_asc') priced('asc');
  if (c.sort === 'price_desc') priced('desc');
  return q.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export function createArtworkSearch(db: Db) {
  // Read once, then sent as a constant: the planner matches `search @@ constant` to the GIN index, and ts_rank does not
  // parse the words again for each row. A query of stop words only ("the") has no lexemes: it then filters nothing.
  const lexemes = async (tsquery: string): Promise<string> => {
    if (!tsquery) return '';
    const read = await db.first<{ lexemes: string }>(db.raw("to_tsquery('english', ?)::text as lexemes", [tsquery]));
    return read?.lexemes ?? '';
  };
  // The catalog is read from memory (or SSD): a page read at random costs about what a page read in turn does. At the
  // default (4) the planner reads the whole table rather than the GIN index for a word 15% of artworks have.
  const planned = <T>(query: Knex.QueryBuilder): Promise<T> =>
    db.transaction(async (trx) => {
      await trx.raw('set local random_page_cost = 1.1');
      return query.transacting(trx);
    });
  return {
    async search(criteria: SearchCriteria): Promise<{ artworks: Artwork[]; total: number }> {
      const c = { ...criteria, lexemes: await lexemes(criteria.tsquery) };
      // The page's ids first, then their rows: skipping to a deep page reads index entries, not whole rows.
      const page = order(filter(db('artworks').select('artworks.id'), c), c)
        .limit(c.limit)
        .offset(c.offset);
      const [rows, counted] = await Promise.all([
        planned<ArtworkRow[]>(order(db('artworks').select(ARTWORK_COLUMNS).whereIn('artworks.id', page), c)),
        planned<{ n: string | number }[]>(filter(db('artworks').count({ n: '*' }), c)),
      ]);
      return { artworks: rows.map(fromRow), total: Number(counted[0]?.n ?? 0) };
    },
  };
}

export type ArtworkSearch = ReturnType<typeof createArtworkSearch>;
