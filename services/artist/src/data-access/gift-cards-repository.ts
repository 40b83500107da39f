import type { Db } from '@easel/service-kit';
import type { GiftCard, GiftCardFields } from '../domain/gift-card';

interface GiftCardRow {
  id: string;
  slug: string;
  user_id: string;
  artist_slug: string;
  artist_name: string;
  title: string;
  featured_image: string;
  amounts_eur: number[];
  note: string;
  published: boolean;
  created_at: Date;
}

const fromRow = (row: GiftCardRow): GiftCard => ({
  id: row.id,
  slug: row.slug,
  userId: row.user_id,
  artistSlug: row.artist_slug,
  artistName: row.artist_name,
  title: row.title,
  featuredImage: row.featured_image,
  amounts: row.amounts_eur.map(Number),
  note: row.note,
  published: row.published,
  createdAt: new Date(row.created_at),
});

const toRow = (card: GiftCardFields) => ({
  user_id: card.userId,
  artist_slug: card.artistSlug,
  artist_name: card.artistName,
  title: card.title,
  featured_image: card.featuredImage,
  amounts_eur: card.amounts,
  note: card.note,
  published: card.published,
});

const UNIQUE_VIOLATION = '23505';

export function createGiftCardsRepository(db: Db) {
  return {
    async findBySlug(slug: string): Promise<GiftCard | undefined> {
      const row = await db<GiftCardRow>('gift_cards').where({ slug }).first();
      return row && fromRow(row);
    },
    /** The slugs taken by `base` and its numbered followers (base-2, base-3 …). */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db('gift_cards')
        .where('slug', base)
        .orWhere('slug', 'like', `${base.replace(/[\\%_]/g, '\\$&')}-%`)
        .pluck('slug');
      return rows as string[];
    },
    /** Answers undefined when the slug was taken meanwhile, so the caller picks another. */
    async insert(slug: string, card: GiftCardFields, now: Date): Promise<GiftCard | undefined> {
      try {
        const [row] = await db('gift_cards')
          .insert({ ...toRow(card), slug, created_at: now, updated_at: now })
          .returning('*');
        return fromRow(row as GiftCardRow);
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return undefined;
        throw error;
      }
    },
    async update(id: string, card: GiftCardFields, now: Date): Promise<GiftCard> {
      const [row] = await db('gift_cards')
        .where({ id })
        .update({ ...toRow(card), updated_at: now })
        .returning('*');
      return fromRow(row as GiftCardRow);
    },
    /** Newest first; an artist's own list (userId with drafts) or everyone's published cards. */
    async list({ userId, drafts, skip, limit }: { userId?: string; drafts: boolean; skip: number; limit: number }) {
      const scope = db('gift_cards').modify((q) => {
        if (userId) q.where({ user_id: userId });
        if (!drafts) q.where({ published: true });
      });
      const [rows, [total]] = await Promise.all([
        scope
          .clone()
          .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'slug' }])
          .offset(skip)
          .limit(limit),
        scope.clone().count<{ n: string | number }[]>({ n: '*' }),
      ]);
      return { cards: (rows as GiftCardRow[]).map(fromRow), total: Number(total?.n ?? 0) };
    },
  };
}

export type GiftCardsRepository = ReturnType<typeof createGiftCardsRepository>;
