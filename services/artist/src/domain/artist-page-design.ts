import { ARTIST_NOT_FOUND, notYourWorks, type ArtistPageAnswer, type ArtistPageInput } from '@easel/contracts';
import { InputError, NotAllowedError, NotFoundError, ServiceUnavailableError } from '@easel/service-kit';
import type { ArtistDirectory } from '../data-access/artist-directory';
import type { ArtistPagesRepository } from '../data-access/artist-pages-repository';
import type { CatalogWorks } from '../data-access/catalog-works';
import type { ArtistPage } from './artist-page';
import { CatalogUnavailableError, IdentityUnavailableError } from './errors';

const NOT_NOW = 'The artist page cannot be reached just now, please try again shortly';
const ARTISTS_ONLY = 'Only artists have an artist page';

export interface PageDeps {
  pages: ArtistPagesRepository;
  artists: ArtistDirectory;
  works: CatalogWorks;
}

const unsaved = (userId: string): ArtistPage => ({
  userId,
  about: '',
  aboutImg: null,
  logo: null,
  colours: null,
  galleries: [],
  otherWorks: [],
});

const unlessDown = <T>(call: Promise<T>) =>
  call.catch((error: unknown) => {
    if (error instanceof IdentityUnavailableError || error instanceof CatalogUnavailableError)
      throw new ServiceUnavailableError(NOT_NOW);
    throw error;
  });

/** The page at a slug, old or current: identity says whose it is, and the answer carries their current slug. */
export async function showPage({ pages, artists }: PageDeps, slug: string): Promise<ArtistPageAnswer> {
  const artist = await unlessDown(artists.find(slug));
  if (!artist) throw new NotFoundError(ARTIST_NOT_FOUND);
  const { userId: _key, ...design } = (await pages.find(artist._id)) ?? unsaved(artist._id);
  const name = artist.artistName || `${artist.firstName ?? ''} ${artist.lastName ?? ''}`.trim();
  return {
    artist: {
      _id: artist._id,
      slug: artist.slug,
      artistName: name,
      avatar: artist.avatar ?? null,
      instagram: artist.instagram || null,
    },
    ...design,
  };
}

/** The signed-in artist's own page, whole; every work it orders must be theirs (catalog says whose each is). */
export async function savePage(
  { pages, works }: PageDeps,
  caller: { sub: string; role: string },
  input: ArtistPageInput,
): Promise<void> {
  if (caller.role !== 'user') throw new NotAllowedError(ARTISTS_ONLY);
  const slugs = [...input.galleries.flatMap((gallery) => gallery.artworks), ...input.otherWorks];
  const owners = await unlessDown(works.ownersOf(slugs));
  const foreign = slugs.filter((slug) => owners.get(slug) !== caller.sub);
  if (foreign.length) throw new InputError(notYourWorks(foreign));
  await pages.save({ userId: caller.sub, ...input });
}
