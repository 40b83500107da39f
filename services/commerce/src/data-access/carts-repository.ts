import type { Db } from '@easel/service-kit';

/** A signed-in user's cart, as the slugs of its works (the browser keeps the rest). */
export function createCartsRepository(db: Db) {
  return {
    async slugs(userId: string): Promise<string[]> {
      const row = await db('carts').first('items').where('user_id', userId);
      return row ? (row.items as string[]) : [];
    },

    async save(userId: string, slugs: string[]): Promise<void> {
      await db('carts')
        .insert({ user_id: userId, items: JSON.stringify(slugs) })
        .onConflict('user_id')
        .merge({ items: JSON.stringify(slugs), updated_at: db.fn.now() });
    },

    /** Takes the bought works out; in one statement, so a save racing it is never half applied. */
    async remove(userId: string, bought: string[]): Promise<void> {
      await db('carts')
        .where('user_id', userId)
        .update({
          items: db.raw(
            `coalesce((select jsonb_agg(slug) from jsonb_array_elements_text(items) as slug where not slug = any(?)), '[]'::jsonb)`,
            [bought],
          ),
          updated_at: db.fn.now(),
        });
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
