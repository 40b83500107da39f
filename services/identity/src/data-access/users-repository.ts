import { artistNameKey } from '@easel/contracts';
import { applyOnce, fromUtcDay, timeBucket, type Db, type Outbox } from '@easel/service-kit';
import { ArtistNameTakenError, EmailTakenError, SlugTakenError } from '../domain/errors';
import { uniqueViolation } from './unique-violation';
import { toUserRecord, USER_COLUMNS, type UserRecord, type UserRow } from './user-record';

export interface NewUser {
  id?: string;
  email: string;
  role: UserRecord['role'];
  firstName: string;
  lastName: string;
  artistName?: string | null;
  slug?: string | null;
  instagram?: string | null;
  avatar?: string | null;
  aboutImg?: string | null;
  google?: boolean;
  artworkCount?: number;
  /** absent for Google-only accounts */
  passwordHash?: string;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  artistName?: string;
  instagram?: string | null;
  avatar?: string | null;
  slug?: string;
}

/** The constraint a slug's claim fails on when another artist has, or had, it (artist_slugs' key, migration 008). */
const SLUG_CLAIMED = 'artist_slugs_pkey';
/** The index an artist name's claim fails on when another account shows under it (migration 010). */
const ARTIST_NAME_CLAIMED = 'users_artist_name_key_unique';

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createUsersRepository(db: Db) {
  const users = () => db('users');
  const one = async (query: PromiseLike<UserRow[]>) => {
    const [row] = await query;
    return row ? toUserRecord(row) : undefined;
  };

  return {
    findById: (id: string) => one(users().select(USER_COLUMNS).where({ id })),
    findByEmail: (email: string) => one(users().select(USER_COLUMNS).where({ email })),
    /** Artists only: a customer has no slug, and a slug names an artist's page. An old slug finds its artist as they are now. */
    findArtist: (slug: string) =>
      one(
        users()
          .select(USER_COLUMNS)
          .where({ role: 'user' })
          .whereIn('id', db('artist_slugs').select('user_id').where({ slug })),
      ),

    /** Slugs, current or old, equal to base or base-<anything>: the candidates a new slug could clash with. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db('artist_slugs').select('slug').where('slug', base).orWhereLike('slug', `${base}-%`);
      return rows.map((row) => String(row.slug));
    },

    /** The user and, when given, its password, in one transaction. */
    async create(user: NewUser): Promise<UserRecord> {
      try {
        return await db.transaction(async (trx) => {
          const [row] = await trx('users').insert(toRow(user)).returning(USER_COLUMNS);
          if (user.passwordHash) await trx('credentials').insert({ user_id: row.id, password_hash: user.passwordHash });
          return toUserRecord(row as UserRow);
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_unique') throw new EmailTakenError(user.email);
        if (constraint === 'users_slug_unique' || constraint === SLUG_CLAIMED)
          throw new SlugTakenError(String(user.slug));
        if (constraint === ARTIST_NAME_CLAIMED) throw new ArtistNameTakenError(String(user.artistName));
        throw error;
      }
    },

    /** Many users sharing one password hash (demo data). */
    async createMany(list: NewUser[], passwordHash: string): Promise<void> {
      await db.transaction(async (trx) => {
        const rows = await trx('users').insert(list.map(toRow)).returning('id');
        await trx('credentials').insert(rows.map(({ id }) => ({ user_id: id, password_hash: passwordHash })));
      });
    },

    async count(): Promise<number> {
      const [row] = await users().count({ n: '*' });
      return Number(row?.n ?? 0);
    },

    /** Accounts opened per week (by its Monday) from the UTC day `since`, counted by PostgreSQL; empty weeks left out. */
    async openedPerWeek(since: string): Promise<{ week: string; count: number }[]> {
      const rows: { bucket: string; n: string | number }[] = await users()
        .select(timeBucket(db, 'week', 'created_at'), db.raw('count(*) as n'))
        .where(fromUtcDay(db, 'created_at', since))
        .groupBy('bucket')
        .orderBy('bucket');
      return rows.map((row) => ({ week: row.bucket, count: Number(row.n) }));
    },

    /**
     * The changes in one transaction with what follows them: the artist bookmarks of an old slug move to the new one, and
     * `announce` (the outbox event) commits with them when `changed` says the display fields moved. Undefined: no such account.
     */
    async updateProfile(
      id: string,
      changes: ProfileChanges,
      announce: {
        changed: (before: UserRecord, after: UserRecord) => boolean;
        write: (trx: Parameters<Outbox['write']>[0]) => Promise<unknown>;
      },
    ): Promise<UserRecord | undefined> {
      const patch = {
        first_name: changes.firstName,
        last_name: changes.lastName,
        artist_name: changes.artistName,
        artist_name_key: changes.artistName === undefined ? undefined : artistNameKey(changes.artistName),
        instagram: changes.instagram,
        avatar: changes.avatar,
        slug: changes.slug,
        updated_at: db.fn.now(),
      };
      try {
        return await db.transaction(async (trx) => {
          const before = await one(trx('users').select(USER_COLUMNS).where({ id }).forUpdate());
          if (!before) return undefined;
          const after = (await one(trx('users').where({ id }).update(patch).returning(USER_COLUMNS)))!;
          if (before.slug && after.slug !== before.slug) {
            // A follower who somehow has both keeps one.
            await trx('bookmarks')
              .where({ kind: 'artist', slug: before.slug })
              .whereIn('user_id', trx('bookmarks').select('user_id').where({ kind: 'artist', slug: after.slug }))
              .delete();
            await trx('bookmarks').where({ kind: 'artist', slug: before.slug }).update({ slug: after.slug });
          }
          if (announce.changed(before, after)) await announce.write(trx);
          return after;
        });
      } catch (error) {
        if (isSlugClash(error)) throw new SlugTakenError(String(changes.slug));
        if (uniqueViolation(error) === ARTIST_NAME_CLAIMED) throw new ArtistNameTakenError(String(changes.artistName));
        throw error;
      }
    },

    /** A customer becomes an artist with a name and slug; undefined when the account is gone or already an artist. */
    async becomeArtist(id: string, artistName: string, slug: string): Promise<UserRecord | undefined> {
      try {
        return await one(
          users()
            .where({ id, role: 'customer' })
            .update({
              role: 'user',
              artist_name: artistName,
              artist_name_key: artistNameKey(artistName),
              slug,
              updated_at: db.fn.now(),
            })
            .returning(USER_COLUMNS),
        );
      } catch (error) {
        if (isSlugClash(error)) throw new SlugTakenError(slug);
        if (uniqueViolation(error) === ARTIST_NAME_CLAIMED) throw new ArtistNameTakenError(artistName);
        throw error;
      }
    },

    /** Catalog's count, taken once per event id: a redelivered event finds its id recorded and changes nothing. */
    async setArtworkCount(id: string, count: number, eventId: string): Promise<UserRecord | undefined> {
      await applyOnce(
        db,
        eventId,
        async (trx) =>
          void (await trx('users').where({ id }).update({ artwork_count: count, updated_at: trx.fn.now() })),
      );
      return one(users().select(USER_COLUMNS).where({ id }));
    },

    linkGoogle: (id: string) =>
      one(users().where({ id }).update({ google: true, updated_at: db.fn.now() }).returning(USER_COLUMNS)),
  };
}

/** The slug is some artist's now (users' unique index) or was (artist_slugs). */
const isSlugClash = (error: unknown) => {
  const constraint = uniqueViolation(error);
  return constraint === 'users_slug_unique' || constraint === SLUG_CLAIMED;
};

function toRow(user: NewUser) {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    artist_name: user.artistName ?? null,
    artist_name_key: user.artistName ? artistNameKey(user.artistName) : null,
    slug: user.slug ?? null,
    instagram: user.instagram ?? null,
    avatar: user.avatar ?? null,
    about_img: user.aboutImg ?? null,
    google: user.google ?? false,
    artwork_count: user.artworkCount ?? 0,
  };
}
