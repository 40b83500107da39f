import type { Migration } from '@easel/service-kit';

/**
 * Gift cards at checkout: what a code paid of an intent and of its order (only the code's last characters are kept:
 * a code is a bearer secret, and the artist service holds it), and intents the code pays in full, which have no
 * card provider ('gift-card').
 */
export const giftCardCheckout: Migration = {
  name: '008-gift-cards',
  async up(db) {
    for (const table of ['payment_intents', 'orders']) {
      await db.schema.alterTable(table, (t) => {
        t.text('gift_code_hint');
        t.integer('gift_minor').notNullable().defaultTo(0);
      });
      // DDL takes no bind parameters: the table names are this file's own constants.
      await db.raw(`alter table ${table} add constraint ${table}_gift_not_negative check (gift_minor >= 0)`);
    }
    await db.raw('alter table payment_intents drop constraint payment_intents_provider');
    await db.raw(
      "alter table payment_intents add constraint payment_intents_provider check (provider in ('local', 'stripe', 'gift-card'))",
    );
  },
  async down(db) {
    await db('payment_intents').where('provider', 'gift-card').delete();
    await db.raw('alter table payment_intents drop constraint payment_intents_provider');
    await db.raw(
      "alter table payment_intents add constraint payment_intents_provider check (provider in ('local', 'stripe'))",
    );
    for (const table of ['payment_intents', 'orders'])
      await db.schema.alterTable(table, (t) => {
        t.dropColumn('gift_minor');
        t.dropColumn('gift_code_hint');
      });
  },
};
