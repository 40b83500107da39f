import type { Migration } from '@easel/service-kit';

const OFFER_STATES = ['open', 'accepted', 'declined', 'countered'] as const;

/** An offer's answer (by the artist or their rules) and the checkout link an acceptance or a counter mails the buyer. */
export const createOffers: Migration = {
  name: '006-offers',
  async up(db) {
    await db.schema.alterTable('order_requests', (t) => {
      // Kept with the request so the artist's list needs no call to catalog, and stays right if the work is renamed.
      t.uuid('artist_id').index();
      t.text('art_title');
      t.text('state').notNullable().defaultTo('open');
      t.integer('counter_minor');
      t.timestamp('answered_at', { useTz: true });
      // The link's token is mailed, never stored: only its sha-256, so a copy of the table buys nothing.
      t.text('checkout_token_hash').unique();
      t.timestamp('checkout_expires_at', { useTz: true });
    });
    // knex's checks in an alterTable lose their bindings; written out instead.
    await db.raw(
      `alter table order_requests add constraint order_requests_state check (state in (${OFFER_STATES.map((s) => `'${s}'`).join(', ')}))`,
    );
    await db.raw(
      'alter table order_requests add constraint order_requests_counter_positive check (counter_minor is null or counter_minor > 0)',
    );
    await db.schema.createTable('offer_rules', (t) => {
      t.text('art_slug').primary();
      t.uuid('artist_id').notNullable();
      t.integer('floor_minor');
      t.integer('accept_at_minor');
      t.specificType('currency', 'char(3)').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.check(
        '?? is null or ?? is null or ?? < ??',
        ['floor_minor', 'accept_at_minor', 'floor_minor', 'accept_at_minor'],
        'offer_rules_floor_below',
      );
    });
  },
  async down(db) {
    await db.schema.dropTable('offer_rules');
    await db.schema.alterTable('order_requests', (t) => {
      t.dropChecks(['order_requests_state', 'order_requests_counter_positive']);
      t.dropColumns(
        'artist_id',
        'art_title',
        'state',
        'counter_minor',
        'answered_at',
        'checkout_token_hash',
        'checkout_expires_at',
      );
    });
  },
};
