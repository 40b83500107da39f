import type { Migration } from '../db/migrations';

/**
 * The kit's tables in a service's own schema: `outbox`, the events it has to tell (written with the
 * change that causes them), and `applied_events`, the ids of events it has applied as a consumer.
 * A service adds this to its list under a name of its own, e.g. `outboxMigration('006-outbox')`.
 */
export function outboxMigration(name: string): Migration {
  return {
    name,
    async up(db) {
      await db.schema.createTable('outbox', (t) => {
        t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
        t.text('type').notNullable();
        t.jsonb('payload').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.text('last_error');
        t.timestamp('delivered_at', { useTz: true });
      });
      // The relay reads only what is still to deliver, oldest due first.
      await db.raw('create index outbox_due on outbox (next_attempt_at) where delivered_at is null');
      await db.schema.createTable('applied_events', (t) => {
        t.uuid('event_id').primary();
        t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
    },
    async down(db) {
      await db.schema.dropTable('applied_events');
      await db.schema.dropTable('outbox');
    },
  };
}
