import { SOLD_STATUS } from '@easel/contracts';
import { applyOnce, type Db } from '@easel/service-kit';
import { ARTWORK_COLUMNS, fromRow, type ArtworkRow } from './artwork-row';

/** What commerce reads and changes of artworks: the works a checkout names, and their sale. */
export function createArtworkSales(db: Db) {
  return {
    async bySlugs(slugs: string[]) {
      if (!slugs.length) return [];
      const rows = (await db('artworks')
        .select([...ARTWORK_COLUMNS, 'artworks.sale_price_minor'])
        .whereIn('slug', slugs)) as (ArtworkRow & { sale_price_minor: number | string })[];
      return rows.map((row) => ({ artwork: fromRow(row), salePriceMinor: Number(row.sale_price_minor) }));
    },

    /** Once per event id: a redelivered order-paid event changes nothing twice. Answers whether it ran. */
    markSold(slugs: string[], eventId: string): Promise<boolean> {
      return applyOnce(db, eventId, async (trx) => {
        await trx('artworks').whereIn('slug', slugs).update({ status: SOLD_STATUS, updated_at: trx.fn.now() });
      });
    },

    /** Once per event id: a cancelled and refunded order's works are for sale again. Answers whether it ran. */
    markAvailable(slugs: string[], eventId: string): Promise<boolean> {
      return applyOnce(db, eventId, async (trx) => {
        await trx('artworks')
          .whereIn('slug', slugs)
          .where('status', SOLD_STATUS)
          .update({ status: 'Available', updated_at: trx.fn.now() });
      });
    },
  };
}

export type ArtworkSales = ReturnType<typeof createArtworkSales>;
