import type { ArtworkPageAnswer } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import { isHidden, type Artwork } from './artwork';
import { toArtworkDetail, toArtworkSummary } from './artwork-summary';
import type { CatalogDeps } from './catalog-deps';
import { badged } from './pulse-badges';
import { shapesOf } from './picture-shape';
import { NO_ART_FOUND } from '@easel/contracts';

const CAROUSEL = 8;

export interface Visitor {
  fp?: string;
  /** the signed-in viewer, when there is one */
  userId?: string;
}

/** Spec §7 GET /artwork/get/{slug}: the artwork, similar pieces, its Pulse rank and more by the artist; the view is counted. */
export async function artworkPage(deps: CatalogDeps, slug: string, visitor: Visitor): Promise<ArtworkPageAnswer> {
  const parts = await deps.unchanged.read(`artwork-page:${slug}`, () => artworkParts(deps, slug));
  // A hidden work is not there for anyone but its owner, who is told why.
  if (!parts || (isHidden(parts.art) && visitor.userId !== parts.art.owner.id)) throw new NotFoundError(NO_ART_FOUND);
  const { art, similar, more, galleryShapes } = parts;
  recordView(deps, art, visitor);
  const [rank, week] = await Promise.all([deps.pulse.rankOf(art.slug), deps.pulse.thisWeek()]);
  return {
    art: toArtworkDetail(art, visitor.userId, galleryShapes),
    similar: badged(similar.map(toArtworkSummary), week),
    rank,
    more: badged(more.map(toArtworkSummary), week),
  };
}

/** What the page shows of the catalog itself, the same for every visitor: kept until an artwork or picture changes. */
async function artworkParts(deps: CatalogDeps, slug: string) {
  const art = await deps.artworks.findBySlug(slug);
  if (!art) return undefined;
  const [similar, more, galleryShapes] = await Promise.all([
    deps.artworks.similar(art, CAROUSEL),
    deps.artworks.moreByOwner(art, CAROUSEL),
    shapesOf(deps.media, art.gallery),
  ]);
  return { art, similar, more, galleryShapes };
}

/** The artwork as its artist gets it back after publishing or editing. */
export const artworkDetail = async (deps: CatalogDeps, art: Artwork, viewerId: string) =>
  toArtworkDetail(art, viewerId, await shapesOf(deps.media, art.gallery));

/** The artist's own visits are not counted; the view is stored behind the answer, which never waits for it. */
function recordView(deps: CatalogDeps, art: Artwork, visitor: Visitor): void {
  if (visitor.userId === art.owner.id) return;
  deps.viewWriter.record({ artSlug: art.slug, ownerId: art.owner.id, fp: visitor.fp || null });
}
