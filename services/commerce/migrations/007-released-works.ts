import type { Migration } from '@easel/service-kit';

/** A cancelled, refunded order lets its works go: they can be sold again, while the order keeps its lines. */
export const releaseCancelledWorks: Migration = {
  name: '007-released-works',
  async up(db) {
    await db.schema.alterTable('order_items', (t) => t.timestamp('released_at', { useTz: true }));
    await db.raw('alter table order_items drop constraint order_items_art_slug_unique');
    // Same name as the constraint it replaces: a unique work is in one order that still holds it.
    await db.raw('create unique index order_items_art_slug_unique on order_items (art_slug) where released_at is null');
  },
  async down(db) {
    await db.raw('drop index order_items_art_slug_unique');
    await db('order_items').whereNotNull('released_at').delete();
    await db.schema.alterTable('order_items', (t) => {
      t.dropColumn('released_at');
      t.unique(['art_slug']);
    });
  },
};
