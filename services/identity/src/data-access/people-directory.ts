import type { Db } from '@easel/service-kit';
import type { PersonDetails } from '@easel/contracts';

const PERSON_COLUMNS = [
  'id',
  'email',
  'role',
  'first_name',
  'last_name',
  'artist_name',
  'slug',
  'avatar',
  'google',
  'artwork_count',
  'suspended_at',
  'created_at',
];

interface PersonRow {
  id: string;
  email: string;
  role: PersonDetails['role'];
  first_name: string;
  last_name: string;
  artist_name: string | null;
  slug: string | null;
  avatar: string | null;
  google: boolean;
  artwork_count: number | string;
  suspended_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toPerson(row: PersonRow): PersonDetails {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    artistName: row.artist_name,
    slug: row.slug,
    role: row.role,
    status: row.suspended_at ? 'suspended' : 'active',
    createdAt: iso(row.created_at),
    avatar: row.avatar,
    google: row.google,
    artworkCount: Number(row.artwork_count),
    suspendedAt: row.suspended_at ? iso(row.suspended_at) : null,
  };
}

/** `%` and `_` typed in a search are the characters themselves, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin area's view of the accounts: search, one account, and the suspension switch. */
export function createPeopleDirectory(db: Db) {
  return {
    /** By e-mail, full name, artist name or page address (current or old), newest accounts first. */
    async search(text: string, page: number, pageSize: number): Promise<{ people: PersonDetails[]; total: number }> {
      const matching = db('users').modify((query) => {
        if (!text) return;
        const like = containing(text);
        query.where((where) =>
          where
            .whereILike('email', like)
            .orWhereRaw(`first_name || ' ' || last_name ilike ?`, [like])
            .orWhereILike('artist_name', like)
            .orWhereIn('id', db('artist_slugs').select('user_id').whereILike('slug', like)),
        );
      });
      const [rows, [count]] = await Promise.all([
        matching
          .clone()
          .select(PERSON_COLUMNS)
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'asc' },
          ])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        matching.clone().count({ n: '*' }),
      ]);
      return { people: (rows as PersonRow[]).map(toPerson), total: Number(count?.n ?? 0) };
    },

    async find(id: string): Promise<PersonDetails | undefined> {
      const row = await db('users').select(PERSON_COLUMNS).where({ id }).first();
      return row ? toPerson(row as PersonRow) : undefined;
    },

    /** Suspends (keeping the first moment of a suspension already on) or restores; the account before and after, or undefined. */
    async setSuspended(
      id: string,
      suspended: boolean,
    ): Promise<{ before: PersonDetails; after: PersonDetails } | undefined> {
      return db.transaction(async (trx) => {
        const before = await trx('users').select(PERSON_COLUMNS).where({ id }).forUpdate().first();
        if (!before) return undefined;
        const [after] = await trx('users')
          .where({ id })
          .update({
            suspended_at: suspended ? trx.raw('coalesce(suspended_at, now())') : null,
            updated_at: trx.fn.now(),
          })
          .returning(PERSON_COLUMNS);
        return { before: toPerson(before as PersonRow), after: toPerson(after as PersonRow) };
      });
    },
  };
}

export type PeopleDirectory = ReturnType<typeof createPeopleDirectory>;
