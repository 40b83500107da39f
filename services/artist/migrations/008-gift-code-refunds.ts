import type { Migration } from '@easel/service-kit';

/** A captured hold can be given back (its order was cancelled): status 'refunded', stamped when it happened. */
export const addGiftCodeRefunds: Migration = {
  name: '008-gift-code-refunds',
  async up(db) {
    await db.schema.alterTable('gift_code_holds', (t) => {
      t.timestamp('refunded_at', { useTz: true });
    });
    await db.raw('alter table gift_code_holds drop constraint gift_code_holds_status');
    await db.raw(
      "alter table gift_code_holds add constraint gift_code_holds_status check (status in ('held', 'captured', 'released', 'refunded'))",
    );
  },
  async down(db) {
    // A refunded hold no longer takes anything off its code's balance, as a released one.
    await db('gift_code_holds').where({ status: 'refunded' }).update({ status: 'released' });
    await db.raw('alter table gift_code_holds drop constraint gift_code_holds_status');
    await db.raw(
      "alter table gift_code_holds add constraint gift_code_holds_status check (status in ('held', 'captured', 'released'))",
    );
    await db.schema.alterTable('gift_code_holds', (t) => {
      t.dropColumn('refunded_at');
    });
  },
};
