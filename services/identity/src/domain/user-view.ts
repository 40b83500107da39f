import type { User } from '@easel/contracts';
import type { BookmarkKind } from '../data-access/bookmarks-repository';
import type { UserRecord } from '../data-access/user-record';

/** The user record of spec §3 as every answer carries it. */
export function toUser(record: UserRecord, bookmarks: Record<BookmarkKind, string[]>): User {
  return {
    _id: record.id,
    role: record.role,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    artistName: record.artistName,
    slug: record.slug,
    avatar: record.avatar,
    instagram: record.instagram,
    google: record.google,
    count: record.artworkCount,
    artistPage: { about: { img: record.aboutImg } },
    bookmarks: bookmarks.item,
    artistbookmarks: bookmarks.artist,
  };
}

/** What other services may know of anyone: no e-mail, no bookmarks. */
export function toPublicProfile(record: UserRecord) {
  return {
    _id: record.id,
    slug: record.slug,
    artistName: record.artistName,
    firstName: record.firstName,
    lastName: record.lastName,
    avatar: record.avatar,
    instagram: record.instagram,
    role: record.role,
  };
}
