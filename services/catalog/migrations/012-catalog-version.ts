import type { Migration } from '@easel/service-kit';

const WATCHED = ['artworks', 'media'];

/**
 * A number that grows whenever an artwork or a picture changes, so that every replica can keep an answer
 * built from them and know, with one cheap read, when it is out of date (data-access/unchanged-cache.ts). Counted at
 * commit (a deferred constraint trigger): a transaction locks the counter last and for an instant, so two writers never
 * wait on each other across it, and a reader never sees the new number before the change it stands for.
 */
export const addCatalogVersion: Migration = {
  name: '012-catalog-version',
  async up(db) {
    await db.raw(
      'create table catalog_version (only_row boolean primary key default true check (only_row), version bigint not null, counted_in bigint)',
    );
    await db.raw('insert into catalog_version (version) values (0)');
    // Once a transaction, however many rows it changed (counted_in: the last transaction counted).
    await db.raw(`create function catalog_changed() returns trigger language plpgsql as $$
      begin
        update catalog_version set version = version + 1, counted_in = txid_current() where counted_in is distinct from txid_current();
        return null;
      end $$`);
    for (const table of WATCHED) {
      await db.raw(
        `create constraint trigger ${table}_changed after insert or update or delete on ${table} deferrable initially deferred for each row execute function catalog_changed()`,
      );
      // Tests empty tables between cases.
      await db.raw(
        `create trigger ${table}_truncated after truncate on ${table} for each statement execute function catalog_changed()`,
      );
    }
  },
  async down(db) {
    for (const table of WATCHED) {
      await db.raw(`drop trigger ${table}_truncated on ${table}`);
      await db.raw(`drop trigger ${table}_changed on ${table}`);
    }
    await db.raw('drop function catalog_changed()');
    await db.raw('drop table catalog_version');
  },
};
