import type { PersonArtworks } from '@easel/contracts';
import { SOLD_STATUS } from '@easel/contracts';
import type { Db } from '@easel/service-kit';

/** An owner's works, newest first, for the admin area's account page: every work, hidden or not. */
export function createOwnerArtworks(db: Db) {
  return async function ownerArtworks(ownerId: string, limit: number): Promise<PersonArtworks> {
    const mine = db('artworks').where({ owner_id: ownerId });
    const [rows, [count]] = await Promise.all([
      mine
        .clone()
        .select('slug', 'title', 'featured_image', 'status', 'phidden', 'created_at')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'slug', order: 'asc' },
        ])
        .limit(limit),
      mine.clone().count({ n: '*' }),
    ]);
    return {
      artworks: rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        featuredImage: row.featured_image,
        sold: row.status === SOLD_STATUS,
        phidden: Boolean(row.phidden),
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total: Number(count?.n ?? 0),
    };
  };
}

export type OwnerArtworks = ReturnType<typeof createOwnerArtworks>;
