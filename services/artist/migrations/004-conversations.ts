import type { Migration } from '@easel/service-kit';

/**
 * The messenger: a conversation per artist (by user id: slugs change) and other party ('user:<id>' or 'email:<address>'),
 * its messages, and the one-use tickets that open a live stream. The popup's old messages name the artist by slug only,
 * which only identity can turn into a user id: they stay in `messages` until their artist opens /inbox and move in then
 * (adoptLegacyMessages), so none is lost nor given to whoever holds that slug later.
 */
export const createConversations: Migration = {
  name: '004-conversations',
  async up(db) {
    await db.schema.createTable('conversations', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('artist_id').notNullable();
      t.text('artist_slug').notNullable();
      t.text('artist_name').notNullable();
      t.text('party').notNullable();
      t.text('party_user_id');
      t.text('party_email').notNullable();
      t.text('party_name').notNullable();
      t.integer('artist_unread').notNullable().defaultTo(0);
      t.integer('party_unread').notNullable().defaultTo(0);
      t.text('last_message').notNullable().defaultTo('');
      t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.unique(['artist_id', 'party']);
      t.index(['artist_id', 'last_message_at']);
      t.index(['party_user_id', 'last_message_at']);
    });
    await db.schema.createTable('conversation_messages', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
      t.text('author').notNullable(); // 'artist' | 'party'
      t.text('kind').notNullable().defaultTo('message');
      t.text('body').notNullable();
      t.text('art_slug');
      t.text('art_title');
      t.text('order_request_id').unique();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['conversation_id', 'created_at']);
    });
    await db.schema.createTable('inbox_event_tickets', (t) => {
      t.text('ticket_hash').primary();
      t.text('user_id').notNullable();
      t.text('session_id').notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    // The visitors' messages go back where the popup kept them; replies and order requests had no place there.
    await db.raw(`
      insert into messages (artist_slug, from_email, message, created_at, read_at)
      select c.artist_slug, c.party_email, m.body, m.created_at, case when c.artist_unread = 0 then m.created_at end
      from conversation_messages m join conversations c on c.id = m.conversation_id
      where m.author = 'party' and m.kind = 'message' and c.party_user_id is null`);
    await db.schema.dropTable('inbox_event_tickets');
    await db.schema.dropTable('conversation_messages');
    await db.schema.dropTable('conversations');
  },
};
