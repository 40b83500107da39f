import { isSlug } from '@easel/contracts';
import { InputError, NotFoundError } from '@easel/service-kit';
import type { KnownWork } from '../data-access/catalog-works';
import { CatalogUnavailableError } from './errors';
import type { MessageArtwork } from './conversation';
import type { InboxDeps } from './inbox-deps';

const ARTWORK_NOT_FOUND = 'Artwork not found';
const NOT_THEIR_ARTWORK = 'This artwork is not by the artist you are writing to';

/** catalog's work of this slug; null when catalog cannot say (it logged why), undefined when it has none. */
async function askCatalog(deps: Pick<InboxDeps, 'works'>, slug: string): Promise<KnownWork | null | undefined> {
  try {
    return (await deps.works.find([slug])).get(slug);
  } catch (error) {
    if (error instanceof CatalogUnavailableError) return null;
    throw error;
  }
}

/**
 * The work a message is written from, named and pictured by catalog, its owner: the browser gives the slug only.
 * An unknown, hidden or other artist's work is refused; when catalog does not answer, the message goes without it.
 */
export async function workOfMessage(
  deps: Pick<InboxDeps, 'works'>,
  artSlug: string | undefined,
  artistId: string,
): Promise<MessageArtwork | null> {
  if (!artSlug) return null;
  if (!isSlug(artSlug)) throw new NotFoundError(ARTWORK_NOT_FOUND);
  const work = await askCatalog(deps, artSlug);
  if (work === null) return null;
  if (!work?.published) throw new NotFoundError(ARTWORK_NOT_FOUND);
  if (work.ownerId !== artistId) throw new InputError(NOT_THEIR_ARTWORK);
  return { slug: work.slug, title: work.title, image: work.image };
}

/** An order request's work: the title commerce had from catalog, and catalog's picture when it can say (else none). */
export async function workOfRequest(
  deps: Pick<InboxDeps, 'works'>,
  slug: string,
  title: string,
): Promise<MessageArtwork> {
  const work = await askCatalog(deps, slug);
  return { slug, title, image: work?.image ?? null };
}
