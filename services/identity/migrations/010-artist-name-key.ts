import { artistNameKey } from '@easel/contracts';
import type { Migration } from '@easel/service-kit';

/** The index an artist name's claim fails on when another account shows under it: the users repository reads it so. */
const ARTIST_NAME_CLAIMED = 'users_artist_name_key_unique';

/**
 * An artist name in its compared form (contracts' artistNameKey), unique: nobody shows under another's name by writing
 * it in other case, spacing or accents. Names already shared keep showing; the earliest account holds the key.
 */
export const addArtistNameKey: Migration = {
  name: '010-artist-name-key',
  async up(db) {
    await db.schema.alterTable('users', (table) => table.text('artist_name_key'));
    const rows: { id: string; artist_name: string }[] = await db('users')
      .select('id', 'artist_name')
      .whereNotNull('artist_name')
      .orderBy('created_at');
    const held = new Set<string>();
    for (const { id, artist_name } of rows) {
      const key = artistNameKey(artist_name);
      if (held.has(key)) continue;
      held.add(key);
      await db('users').where({ id }).update({ artist_name_key: key });
    }
    await db.raw(`create unique index ${ARTIST_NAME_CLAIMED} on users (artist_name_key)`);
  },
  async down(db) {
    await db.schema.alterTable('users', (table) => table.dropColumn('artist_name_key'));
  },
};
