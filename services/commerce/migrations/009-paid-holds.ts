import type { Migration } from '@easel/service-kit';

/**
 * A hold whose payment went through is kept, never to lapse, until its order lets the work go (a cancellation): so no
 * other buyer can claim the work between the payment and the sale that catalog learns a moment later.
 */
export const keepPaidHolds: Migration = {
  name: '009-paid-holds',
  async up(db) {
    await db.schema.alterTable('holds', (t) => t.timestamp('paid_at', { useTz: true }));
  },
  async down(db) {
    await db.schema.alterTable('holds', (t) => t.dropColumn('paid_at'));
  },
};
