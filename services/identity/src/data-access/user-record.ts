import type { Role } from '@easel/contracts';

/** A users row in camelCase, without anything secret. */
export interface UserRecord {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  artistName: string | null;
  slug: string | null;
  avatar: string | null;
  instagram: string | null;
  aboutImg: string | null;
  google: boolean;
  artworkCount: number;
  /** Set while an admin has the account suspended: it cannot sign in. */
  suspendedAt: Date | null;
}

export interface UserRow {
  id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  artist_name: string | null;
  slug: string | null;
  avatar: string | null;
  instagram: string | null;
  about_img: string | null;
  google: boolean;
  artwork_count: number;
  suspended_at: Date | string | null;
}

export const USER_COLUMNS = [
  'id',
  'email',
  'role',
  'first_name',
  'last_name',
  'artist_name',
  'slug',
  'avatar',
  'instagram',
  'about_img',
  'google',
  'artwork_count',
  'suspended_at',
];

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    artistName: row.artist_name,
    slug: row.slug,
    avatar: row.avatar,
    instagram: row.instagram,
    aboutImg: row.about_img,
    google: row.google,
    artworkCount: Number(row.artwork_count),
    suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null,
  };
}
