import type { Db } from '@easel/service-kit';
import type { Knex } from 'knex';
import { SOLD_STATUS } from '@easel/contracts';
import type { Artwork } from '../domain/artwork';
import type { SearchCriteria } from '../domain/search-terms';
import { ARTWORK_COLUMNS, fromRow, SHOWN_SALE_PRICE, visibleOnly, type ArtworkRow } from './artwork-row';

// A query of stop words only ("the") has no lexemes: it then filters nothing rather than everything.
const MATCHES = "(numnode(to_tsquery('english', ?)) = 0 or search @@ to_tsquery('english', ?))";
// By the longest side, in cm.
const SIZE = { small: 'longest_side_cm < 50', medium: 'longest_side_cm between 50 and 100', large: 'longest_side_cm > 100' } as const;
// Within 5% either way counts as square.
const ORIENTATION = {
  square: 'abs(width_cm - height_cm) <= 0.05 * longest_side_cm',
  portrait: 'height_cm > width_cm * 1.05',
  landscape: 'width_cm > height_cm * 1.05',
} as const;
const PURCHASABLE = 'on_sale and status <> ?';

function filter(q: Knex.QueryBuilder, c: SearchCriteria) {
  visibleOnly(q);
  if (c.tsquery) q.whereRaw(MATCHES, [c.tsquery, c.tsquery]);
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

function order(q: Knex.QueryBuilder, c: SearchCriteria) {
  // Prices nobody may see come after the visible ones, newest first, so their order tells nothing.
  const priced = (direction: 'asc' | 'desc') => q.orderByRaw(`${SHOWN_SALE_PRICE} ${direction} nulls last`);
  if (c.sort === 'relevance') q.orderByRaw("ts_rank(search, to_tsquery('english', ?)) desc", [c.tsquery]);
  if (c.sort === 'price_asc') priced('asc');
  if (c.sort === 'price_desc') priced('desc');
  return q.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export function createArtworkSearch(db: Db) {
  return {
    async search(criteria: SearchCriteria): Promise<{ artworks: Artwork[]; total: number }> {
      const [rows, counted] = await Promise.all([
        order(filter(db('artworks').select(ARTWORK_COLUMNS), criteria), criteria)
          .limit(criteria.limit)
          .offset(criteria.offset),
        filter(db('artworks').count<{ n: string | number }[]>({ n: '*' }), criteria),
      ]);
      return { artworks: (rows as ArtworkRow[]).map(fromRow), total: Number(counted[0]?.n ?? 0) };
    },
  };
}

export type ArtworkSearch = ReturnType<typeof createArtworkSearch>;
