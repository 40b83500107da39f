import type { ArtistCard, ListArtworksQuery } from '@easel/contracts';
import type { Db } from '@easel/service-kit';
import type { Artwork, ArtworkChanges, ArtworkOwner, NewArtwork } from '../domain/artwork';
import { ArtworkSlugTakenError } from '../domain/errors';
import {
  ARTWORK_COLUMNS,
  changesToRow,
  fromRow,
  SHOWN_SALE_PRICE,
  toRow,
  visibleOnly,
  type ArtworkRow,
} from './artwork-row';
import { uniqueViolation } from './unique-violation';

const NEWEST = [
  { column: 'artworks.created_at', order: 'desc' },
  { column: 'artworks.id', order: 'desc' },
] as const;

export function createArtworkRepository(db: Db) {
  // The column list quoted once: knex would quote its 33 names again for every page's three queries.
  const columns = db.raw(db.raw(ARTWORK_COLUMNS.map(() => '??').join(', '), ARTWORK_COLUMNS).toQuery());
  const artworks = () => db('artworks').select(columns);
  // What visitors may see: every listing and carousel; only findBySlug also finds a hidden work (for its owner).
  const visibleArtworks = () => artworks().modify(visibleOnly);
  const many = async (query: PromiseLike<unknown[]>) => ((await query) as ArtworkRow[]).map(fromRow);
  const one = async (query: PromiseLike<unknown[]>) => (await many(query))[0];

  return {
    /** The home grid, an artist's gallery (owner slug) or a favourites list (slugs). */
    async list({
      sort,
      limit,
      offset,
      owner,
      slugs,
    }: ListArtworksQuery): Promise<{ artworks: Artwork[]; total: number }> {
      const filtered = db('artworks')
        .modify(visibleOnly)
        .modify((q) => {
          if (owner) q.where('owner_slug', owner);
          if (slugs) q.whereIn('slug', slugs);
        });
      const [rows, counted] = await Promise.all([
        filtered
          .clone()
          .select(columns)
          .modify((q) => {
            if (sort === 'price') q.orderByRaw(`${SHOWN_SALE_PRICE} asc nulls last`);
          })
          .orderBy([...NEWEST])
          .limit(limit)
          .offset(offset),
        filtered.clone().count<{ n: string | number }[]>({ n: '*' }),
      ]);
      return { artworks: (rows as ArtworkRow[]).map(fromRow), total: Number(counted[0]?.n ?? 0) };
    },

    findBySlug: (slug: string) => one(artworks().where({ slug })),

    /** Slugs equal to base or base-<anything>: the ones a new slug could clash with. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db('artworks').select('slug').where('slug', base).orWhereLike('slug', `${base}-%`);
      return rows.map((row: { slug: string }) => row.slug);
    },

    async insert(artwork: NewArtwork): Promise<Artwork> {
      try {
        const [row] = await db('artworks').insert(toRow(artwork)).returning(ARTWORK_COLUMNS);
        return fromRow(row as ArtworkRow);
      } catch (error) {
        if (uniqueViolation(error) === 'artworks_slug_unique') throw new ArtworkSlugTakenError(artwork.slug);
        throw error;
      }
    },

    async update(id: string, changes: ArtworkChanges, owner: ArtworkOwner): Promise<Artwork | undefined> {
      const patch = {
        ...changesToRow(changes),
        owner_slug: owner.slug,
        owner_name: owner.name,
        owner_avatar: owner.avatar,
        owner_about_img: owner.aboutImg,
        updated_at: db.fn.now(),
      };
      return one(db('artworks').where({ id }).update(patch).returning(ARTWORK_COLUMNS));
    },

    /** An artist's works by title, for their analytics' choice of artwork. */
    async titlesOf(ownerId: string): Promise<{ slug: string; title: string }[]> {
      return db('artworks').select('slug', 'title').where({ owner_id: ownerId }).orderBy('title');
    },

    async countByOwner(ownerId: string): Promise<number> {
      const [row] = await db('artworks').where('owner_id', ownerId).count<{ n: string | number }[]>({ n: '*' });
      return Number(row?.n ?? 0);
    },

    async remove(id: string): Promise<boolean> {
      return (await db('artworks').where({ id }).delete()) > 0;
    },

    /** Other artists' pieces sharing the style and medium, then the nearest in price when both prices are shown. */
    similar(artwork: Artwork, limit: number): Promise<Artwork[]> {
      // A hidden price is compared with nothing: the carousel's order must not tell it.
      const salePrice = artwork.phidden || !artwork.onSale ? null : (artwork.discountPriceMinor ?? artwork.priceMinor);
      return many(
        visibleArtworks()
          .whereNot('owner_id', artwork.owner.id)
          .orderByRaw(
            `coalesce((lower(style) = lower(?))::int * 2, 0) + coalesce((lower(medium) = lower(?))::int, 0) desc, abs(${SHOWN_SALE_PRICE} - ?::integer) asc nulls last, created_at desc`,
            [artwork.style ?? '', artwork.medium, salePrice],
          )
          .limit(limit),
      );
    },

    moreByOwner(artwork: Artwork, limit: number): Promise<Artwork[]> {
      return many(
        visibleArtworks()
          .where('owner_id', artwork.owner.id)
          .whereNot('id', artwork.id)
          .orderBy([...NEWEST])
          .limit(limit),
      );
    },

    /** A moderator hides a work (with the reason its owner is told) or restores it (null): the work before and after; undefined when unknown. */
    async setHiddenReason(
      slug: string,
      hiddenReason: string | null,
    ): Promise<{ before: Artwork; after: Artwork } | undefined> {
      return db.transaction(async (trx) => {
        const before = await one(trx('artworks').select(ARTWORK_COLUMNS).where({ slug }).forUpdate());
        if (!before) return undefined;
        const after = await one(
          trx('artworks')
            .where({ slug })
            .update({ hidden_reason: hiddenReason, updated_at: trx.fn.now() })
            .returning(ARTWORK_COLUMNS),
        );
        return after && { before, after };
      });
    },

    /** A suspended owner's works are all hidden, and come back when it ends (a moderator's hide stays: it is its own column). */
    async setOwnerSuspended(ownerId: string, suspended: boolean): Promise<number> {
      return db('artworks')
        .where({ owner_id: ownerId })
        .whereNot('owner_suspended', suspended)
        .update({ owner_suspended: suspended, updated_at: db.fn.now() });
    },

    /** Artists as their artworks show them: newest name, avatar and picture, and how many pieces. */
    async artists({ limit, slugs }: { limit: number; slugs?: string[] }): Promise<ArtistCard[]> {
      const newest = (column: string) => db.raw(`(array_agg(${column} order by created_at desc))[1]`);
      const rows: {
        slug: string;
        artist_name: string;
        avatar: string | null;
        count: string | number;
        featured_image: string;
      }[] = await db('artworks')
        .select({
          slug: 'owner_slug',
          artist_name: newest('owner_name'),
          avatar: newest('owner_avatar'),
          featured_image: newest('featured_image'),
        })
        .count({ count: '*' })
        .modify(visibleOnly)
        .modify((q) => {
          if (slugs) q.whereIn('owner_slug', slugs);
        })
        .groupBy('owner_id', 'owner_slug')
        .orderByRaw('max(created_at) desc')
        .limit(limit);
      return rows.map((row) => ({
        slug: row.slug,
        artistName: row.artist_name,
        avatar: row.avatar,
        count: Number(row.count),
        featuredImage: row.featured_image,
      }));
    },

    async isEmpty(): Promise<boolean> {
      return !(await db('artworks').first('id'));
    },

    async insertMany(list: NewArtwork[], trx: Db = db): Promise<void> {
      if (list.length) await trx('artworks').insert(list.map(toRow));
    },
  };
}

export type ArtworkRepository = ReturnType<typeof createArtworkRepository>;
