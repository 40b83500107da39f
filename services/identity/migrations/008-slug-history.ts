import type { Migration } from '@easel/service-kit';

/** The constraint a slug's claim fails on when another artist has, or had, it: the users repository reads it so. */
const SLUG_CLAIMED = 'artist_slugs_pkey';

/**
 * Every slug an artist has had, the current one too: an old address keeps leading to its artist, and nobody else may take it.
 * A trigger claims each new users.slug here, so registration, becoming an artist and a profile change all keep to it.
 */
export const createSlugHistory: Migration = {
  name: '008-slug-history',
  async up(db) {
    await db.schema.createTable('artist_slugs', (table) => {
      table.text('slug').primary();
      table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('insert into artist_slugs (slug, user_id) select slug, id from users where slug is not null');
    await db.raw(`
      create function claim_artist_slug() returns trigger language plpgsql as $$
      begin
        insert into artist_slugs (slug, user_id) values (new.slug, new.id) on conflict (slug) do nothing;
        if not exists (select 1 from artist_slugs where slug = new.slug and user_id = new.id) then
          raise exception 'slug % is taken', new.slug using errcode = '23505', constraint = '${SLUG_CLAIMED}';
        end if;
        return new;
      end $$`);
    await db.raw(`
      create trigger users_claim_slug after insert or update of slug on users
      for each row when (new.slug is not null) execute function claim_artist_slug()`);
  },
  async down(db) {
    await db.raw('drop trigger users_claim_slug on users');
    await db.raw('drop function claim_artist_slug()');
    await db.schema.dropTable('artist_slugs');
  },
};
