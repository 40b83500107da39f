import type { ArtworkInput, ArtworkInputPayload } from '@easel/contracts';
import {
  InputError,
  NotAllowedError,
  NotFoundError,
  ServiceUnavailableError,
  type TokenClaims,
} from '@easel/service-kit';
import type { Artwork, ArtworkChanges, ArtworkOwner } from './artwork';
import { removeUnusedMedia } from './artwork-media';
import { artistArtworksChanged } from './artwork-count';
import { artworkSlug, firstFreeSlug, NO_ART_FOUND, toMajor, toMinor } from '@easel/contracts';
import type { CatalogDeps } from './catalog-deps';
import { ArtworkSlugTakenError, IdentityUnavailableError } from './errors';
import { fileNameOf } from './media-file-name';
import { shapesOf } from './picture-shape';

export const ONLY_ARTISTS = 'Only artists can publish artworks; become an artist first';
const ONLY_OWNER = 'Only the artist who published this artwork can change it';
const PROFILE_UNAVAILABLE = 'Your artist profile could not be read just now, please try again shortly';

export async function publishArtwork(deps: CatalogDeps, caller: TokenClaims, input: ArtworkInput): Promise<Artwork> {
  if (caller.role !== 'user') throw new NotAllowedError(ONLY_ARTISTS);
  const owner = await artistProfile(deps, caller.sub);
  if (!owner) throw new NotAllowedError(ONLY_ARTISTS);
  await checkMediaBelongTo(deps, caller.sub, input);
  return insertWithFreeSlug(deps, await toChanges(deps, input), owner);
}

async function insertWithFreeSlug(deps: CatalogDeps, changes: ArtworkChanges, owner: ArtworkOwner): Promise<Artwork> {
  const base = artworkSlug(changes.title, owner.slug);
  for (let attempt = 0; ; attempt += 1) {
    const slug = firstFreeSlug(base, await deps.artworks.slugsLike(base));
    try {
      // The artwork and the event that tells identity the artist's new count commit together, or neither does.
      return await deps.inTransaction(async ({ artworks, events }) => {
        const published = await artworks.insert({ ...changes, slug, owner, publishedAt: new Date() });
        await artistArtworksChanged(events, owner.id);
        return published;
      });
    } catch (error) {
      // Two artworks of one title published at the same moment: the database lets one through, the other tries the next number.
      if (!(error instanceof ArtworkSlugTakenError) || attempt >= 5) throw error;
    }
  }
}

/** The artwork, when the caller is the artist who published it. */
export async function ownedArtwork(deps: CatalogDeps, caller: TokenClaims, slug: string): Promise<Artwork> {
  const artwork = await deps.artworks.findBySlug(slug);
  if (!artwork) throw new NotFoundError(NO_ART_FOUND);
  if (artwork.owner.id !== caller.sub) throw new NotAllowedError(ONLY_OWNER);
  return artwork;
}

/** The slug stays, so links already shared keep working; the artist's name and picture are refreshed when identity answers. */
export async function editArtwork(deps: CatalogDeps, artwork: Artwork, input: ArtworkInput): Promise<Artwork> {
  await checkMediaBelongTo(deps, artwork.owner.id, input, artwork);
  const owner = (await artistProfile(deps, artwork.owner.id).catch(() => undefined)) ?? artwork.owner;
  const saved = await deps.artworks.update(artwork.id, await toChanges(deps, input), owner);
  if (!saved) throw new NotFoundError(NO_ART_FOUND);
  return saved;
}

export async function deleteArtwork(deps: CatalogDeps, artwork: Artwork): Promise<{ message: string }> {
  await deps.inTransaction(async ({ artworks, events }) => {
    await artworks.remove(artwork.id);
    await artistArtworksChanged(events, artwork.owner.id);
  });
  await removeUnusedMedia(deps, artwork);
  return { message: 'Artwork deleted' };
}

/** The stored artwork as the edit form would send it: a partial PUT is laid over this. */
export function asInput(artwork: Artwork): ArtworkInputPayload {
  return {
    title: artwork.title,
    description: artwork.description,
    featuredImage: artwork.featuredImage,
    gallery: artwork.gallery,
    medium: artwork.medium,
    medium2: artwork.medium2 ?? '',
    material: artwork.material,
    year: artwork.year ?? undefined,
    style: artwork.style ?? '',
    size: artwork.size,
    price: artwork.onSale || artwork.priceMinor > 0 ? toMajor(artwork.priceMinor, artwork.currency) : undefined,
    discountPrice:
      artwork.discountPriceMinor === null ? undefined : toMajor(artwork.discountPriceMinor, artwork.currency),
    currency: artwork.currency,
    onSale: artwork.onSale,
    phidden: artwork.phidden,
    status: artwork.status,
    allowoffers: artwork.allowoffers ?? '',
  };
}

/** The input as stored, with the featured picture's shape copied from its upload so listings need no second table. */
async function toChanges(deps: CatalogDeps, input: ArtworkInput): Promise<ArtworkChanges> {
  const [featuredShape = null] = await shapesOf(deps.media, [input.featuredImage]);
  return {
    title: input.title,
    description: input.description,
    featuredImage: input.featuredImage,
    featuredShape,
    gallery: input.gallery,
    medium: input.medium,
    medium2: input.medium2 || null,
    material: input.material,
    year: input.year,
    style: input.style,
    size: input.size,
    priceMinor: input.price === undefined ? 0 : toMinor(input.price, input.currency),
    discountPriceMinor: input.discountPrice === undefined ? null : toMinor(input.discountPrice, input.currency),
    currency: input.currency,
    onSale: input.onSale,
    phidden: input.phidden,
    status: input.status,
    allowoffers: input.allowoffers || null,
  };
}

async function artistProfile(deps: CatalogDeps, userId: string): Promise<ArtworkOwner | undefined> {
  try {
    return await deps.identity.artist(userId);
  } catch (error) {
    if (error instanceof IdentityUnavailableError) throw new ServiceUnavailableError(PROFILE_UNAVAILABLE);
    throw error;
  }
}

/** Every picture and video must be one this artist uploaded; the featured one must be a picture. Files already on the artwork stay allowed. */
async function checkMediaBelongTo(
  deps: CatalogDeps,
  ownerId: string,
  input: ArtworkInput,
  current?: Artwork,
): Promise<void> {
  const kept = new Set(current ? [current.featuredImage, ...current.gallery] : []);
  const urls = [input.featuredImage, ...input.gallery].filter((url) => !kept.has(url));
  const found = new Map(
    (await deps.media.findByPaths(urls.map(fileNameOf))).filter((m) => m.ownerId === ownerId).map((m) => [m.path, m]),
  );
  if (!kept.has(input.featuredImage) && found.get(fileNameOf(input.featuredImage))?.kind !== 'image')
    throw new InputError('Featured image must be an uploaded image');
  if (input.gallery.some((url) => !kept.has(url) && !found.has(fileNameOf(url))))
    throw new InputError('Gallery items must be uploaded images or videos');
}
