import type { Migration } from '@easel/service-kit';

export const createUsers: Migration = {
  name: '001-users',
  async up(db) {
    await db.schema.createTable('users', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.text('email').notNullable().unique();
      table.text('role').notNullable().defaultTo('customer');
      table.text('first_name').notNullable();
      table.text('last_name').notNullable().defaultTo('');
      table.text('artist_name');
      table.text('slug').unique();
      table.text('avatar');
      table.text('instagram');
      table.text('about_img');
      table.boolean('google').notNullable().defaultTo(false);
      table.integer('artwork_count').notNullable().defaultTo(0);
      table.integer('token_version').notNullable().defaultTo(0);
      table.timestamps(true, true);
    });
    // E-mails are stored lower-cased so that the unique index also catches "Ann@x" vs "ann@x".
    await db.raw(
      `alter table users add constraint users_email_lower check (email = lower(email)), add constraint users_role check (role in ('customer', 'user'))`,
    );
  },
  async down(db) {
    await db.schema.dropTable('users');
  },
};
