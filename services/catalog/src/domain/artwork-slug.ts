/** "Low Tide, Skagen" by jonas-lindqvist → low-tide-skagen-jonas-lindqvist, as the demo artworks are named. */
export function artworkSlug(title: string, artistSlug: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${words || 'artwork'}-${artistSlug}`;
}

/** base when free, else base-2, base-3, … : the first one not taken. */
export function firstFreeSlug(base: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
