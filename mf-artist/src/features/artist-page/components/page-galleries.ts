import type { NamedGallery, ArtworkCard } from '@easel/contracts';

/** A gallery as shown: a named one, or the default one (name null) holding every work in no named gallery. */
export interface ShownGallery {
  name: string | null;
  works: ArtworkCard[];
}

/**
 * The artist's works laid out in their galleries, in the saved order. Works the page does not name yet (just
 * published) lead the default gallery, newest first; names of works since deleted are passed over.
 */
export function pageGalleries(
  works: ArtworkCard[],
  design: { galleries: NamedGallery[]; otherWorks: string[] },
): ShownGallery[] {
  const bySlug = new Map(works.map((work) => [work.slug, work]));
  const placed = new Set<string>();
  const pick = (slugs: string[]) =>
    slugs.flatMap((slug) => {
      const work = bySlug.get(slug);
      if (!work || placed.has(slug)) return [];
      placed.add(slug);
      return [work];
    });
  const named = design.galleries.map((gallery) => ({ name: gallery.name, works: pick(gallery.artworks) }));
  const ordered = pick(design.otherWorks);
  return [...named, { name: null, works: [...works.filter((work) => !placed.has(work.slug)), ...ordered] }];
}
