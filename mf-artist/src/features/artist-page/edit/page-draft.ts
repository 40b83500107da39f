import type { ArtistPageInput, PageColours } from '@easel/contracts';

/** A named gallery being edited; `key` keeps its inputs in place while it is renamed or moved. */
interface DraftGallery {
  key: number;
  name: string;
  artworks: string[];
}

/** The page as the owner edits it; `otherWorks` is the default gallery (works in no named one). */
export interface PageDraft {
  about: string;
  aboutImg: string | null;
  logo: string | null;
  colours: PageColours | null;
  galleries: DraftGallery[];
  otherWorks: string[];
}

/** Where a work is: a named gallery's index, or null for the default gallery. */
export type GalleryAt = number | null;

const listAt = (draft: PageDraft, at: GalleryAt) =>
  at === null ? draft.otherWorks : (draft.galleries[at]?.artworks ?? []);

function withList(draft: PageDraft, at: GalleryAt, artworks: string[]): PageDraft {
  if (at === null) return { ...draft, otherWorks: artworks };
  return { ...draft, galleries: draft.galleries.map((gallery, i) => (i === at ? { ...gallery, artworks } : gallery)) };
}

/** One place up (-1) or down (+1) within its gallery. */
export function moveWork(draft: PageDraft, at: GalleryAt, slug: string, step: -1 | 1): PageDraft {
  const list = [...listAt(draft, at)];
  const from = list.indexOf(slug);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return draft;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return withList(draft, at, list);
}

/** To the end of another gallery. */
export function moveToGallery(draft: PageDraft, from: GalleryAt, slug: string, to: GalleryAt): PageDraft {
  if (from === to) return draft;
  const left = withList(
    draft,
    from,
    listAt(draft, from).filter((item) => item !== slug),
  );
  return withList(left, to, [...listAt(left, to), slug]);
}

export const renameGallery = (draft: PageDraft, at: number, name: string): PageDraft => ({
  ...draft,
  galleries: draft.galleries.map((gallery, i) => (i === at ? { ...gallery, name } : gallery)),
});

export const addGallery = (draft: PageDraft, name: string, key: number): PageDraft => ({
  ...draft,
  galleries: [...draft.galleries, { key, name, artworks: [] }],
});

/** A deleted gallery's works go back to the default gallery, in their order. */
export function deleteGallery(draft: PageDraft, at: number): PageDraft {
  const gone = draft.galleries[at];
  if (!gone) return draft;
  return {
    ...draft,
    galleries: draft.galleries.filter((_, i) => i !== at),
    otherWorks: [...draft.otherWorks, ...gone.artworks],
  };
}

export const toInput = ({ galleries, ...rest }: PageDraft): ArtistPageInput => ({
  ...rest,
  galleries: galleries.map(({ name, artworks }) => ({ name, artworks })),
});
