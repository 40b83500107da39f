import type { Migration } from '@easel/service-kit';

// What visitors may see (visibleOnly): every search has it, so each index covers those rows alone and a count needs
// no look at the table for it.
const VISIBLE = 'where hidden_reason is null and not owner_suspended';
// SHOWN_SALE_PRICE (artwork-row.ts): a hidden price or one not for sale sorts last.
const SHOWN_PRICE = '(case when phidden or not on_sale then null else sale_price_minor end)';

/**
 * Search on 100,000 artworks. Each index serves one query kind of GET /search (see its bench's plans):
 * words, the medium filter, and the newest and price orders walked in order so a page stops after its rows.
 */
export const addSearchIndexes: Migration = {
  name: '011-search-indexes',
  async up(db) {
    await db.raw('drop index artworks_search');
    await db.raw(`create index artworks_search on artworks using gin (search) ${VISIBLE}`);
    await db.raw(`create index artworks_newest on artworks (created_at desc, id desc) ${VISIBLE}`);
    await db.raw(
      `create index artworks_price_asc on artworks (${SHOWN_PRICE} asc nulls last, created_at desc, id desc) ${VISIBLE}`,
    );
    await db.raw(
      `create index artworks_price_desc on artworks (${SHOWN_PRICE} desc nulls last, created_at desc, id desc) ${VISIBLE}`,
    );
    await db.raw(`create index artworks_medium on artworks (lower(medium)) ${VISIBLE}`);
    await db.raw(`create index artworks_medium2 on artworks (lower(medium2)) ${VISIBLE}`);
  },
  async down(db) {
    for (const index of [
      'artworks_medium2',
      'artworks_medium',
      'artworks_price_desc',
      'artworks_price_asc',
      'artworks_newest',
      'artworks_search',
    ]) {
      await db.raw(`drop index ${index}`);
    }
    await db.raw('create index artworks_search on artworks using gin (search)');
  },
};
