import type { Knex } from 'knex';

/** An artist's rules for offers on one work, in minor units of its currency; null leaves that side to the artist. */
export interface OfferRules {
  slug: string;
  artistId: string;
  floorMinor: number | null;
  acceptAtMinor: number | null;
  currency: string;
}

export interface OfferRulesRepository {
  find(slug: string): Promise<OfferRules | undefined>;
  /** Replaces the work's rules; with neither side set, removes them. */
  save(rules: OfferRules): Promise<void>;
}

interface OfferRulesRow {
  art_slug: string;
  artist_id: string;
  floor_minor: number | null;
  accept_at_minor: number | null;
  currency: string;
}

export function createOfferRulesRepository(db: Knex): OfferRulesRepository {
  const table = () => db('offer_rules');
  return {
    async find(slug) {
      const row = (await table().where({ art_slug: slug }).first()) as OfferRulesRow | undefined;
      return (
        row && {
          slug: row.art_slug,
          artistId: row.artist_id,
          floorMinor: row.floor_minor,
          acceptAtMinor: row.accept_at_minor,
          currency: row.currency.trim(),
        }
      );
    },
    async save({ slug, artistId, floorMinor, acceptAtMinor, currency }) {
      if (floorMinor === null && acceptAtMinor === null) {
        await table().where({ art_slug: slug }).delete();
        return;
      }
      const row = {
        art_slug: slug,
        artist_id: artistId,
        floor_minor: floorMinor,
        accept_at_minor: acceptAtMinor,
        currency,
      };
      await table()
        .insert(row)
        .onConflict('art_slug')
        .merge({ ...row, updated_at: db.fn.now() });
    },
  };
}
