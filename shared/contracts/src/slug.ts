/** "Lucía Herrera" → "lucia-herrera": ascii, lower case, words joined by dashes, at most `maxLength` long. */
export function slugify(text: string, { maxLength = 60, fallback = 'item' } = {}): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** "Low Tide, Skagen" by jonas-lindqvist → low-tide-skagen-jonas-lindqvist: an artwork's readable slug. */
export function artworkSlug(title: string, artistSlug: string): string {
  return `${slugify(title, { maxLength: 80, fallback: 'artwork' })}-${artistSlug}`;
}

/** base when free, else base-2, base-3, … : the first one not taken. */
export function firstFreeSlug(base: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Spec §8's page state and answer for an artwork that is not there. */
export const NO_ART_FOUND = 'No Art Found';

/** Whether `text` has a slug's shape (what slugify and firstFreeSlug make): a text that cannot be one names no artwork. */
export const isSlug = (text: string) => text.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
