/** Another account already shows under this name, however it is written. */
export const ARTIST_NAME_TAKEN = 'Another artist already goes by this name: please choose another';
export const ARTIST_NAME_RESERVED = 'This name is reserved: please choose another';
export const SLUG_RESERVED = 'This address is reserved: please choose another';

/** Words that would pass an artist off as the shop itself or its staff: no slug, nor a name that reads as one. */
export const RESERVED_WORDS = [
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'billing',
  'contact',
  'easel',
  'edit',
  'help',
  'info',
  'legal',
  'mail',
  'me',
  'moderator',
  'new',
  'null',
  'official',
  'payments',
  'press',
  'privacy',
  'root',
  'security',
  'staff',
  'support',
  'system',
  'team',
  'terms',
  'undefined',
  'www',
] as const;

const reserved = new Set<string>(RESERVED_WORDS);

/**
 * "Mára  Okafor", "mara okafor" and "MARA-OKAFOR" → "maraokafor": the form two names are compared in, so nobody shows
 * under another's name by changing case, spacing, punctuation or accents. Letters of any script count.
 */
export function artistNameKey(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  // A name of signs alone (say "★ ★") is compared as written.
  return key || name.trim().toLowerCase();
}

export const isReservedSlug = (slug: string) => reserved.has(slug);
export const isReservedArtistName = (name: string) => reserved.has(artistNameKey(name));
