import {
  isUnlocked,
  lockedMessage,
  GIFT_CARD_CURRENCY,
  GIFT_CARD_NOT_FOUND,
  giftCardTitleBy,
  type GiftCardInput,
  type GiftCardListAnswer,
  type GiftCardPrice,
  type GiftCardSummary,
  firstFreeSlug,
  slugify,
} from '@easel/contracts';
import { InputError, NotAllowedError, NotFoundError, ServiceUnavailableError } from '@easel/service-kit';
import type { ArtistDirectory } from '../data-access/artist-directory';
import type { GiftCardsRepository } from '../data-access/gift-cards-repository';
import { IdentityUnavailableError } from './errors';
import { toSummary, type GiftCard, type GiftCardFields } from './gift-card';

export interface GiftCardDeps {
  cards: GiftCardsRepository;
  artists: ArtistDirectory;
  now(): Date;
}

const NOT_NOW = 'Gift cards cannot be changed just now, please try again shortly';
const ONLY_ARTISTS = 'Only artists can make gift cards';
const NOT_YOURS = 'Only the artist who made this gift card can change it';
const NOT_OFFERED = 'This gift card is not offered at this amount';

const askIdentity = <T>(answer: Promise<T>) =>
  answer.catch((error: unknown) => {
    if (error instanceof IdentityUnavailableError) throw new ServiceUnavailableError(NOT_NOW);
    throw error;
  });

/** The signed-in artist as identity knows them now, with their artwork count (spec §9: four unlock gift cards). */
async function signedInArtist(artists: ArtistDirectory, userId: string) {
  const user = await askIdentity(artists.findUser(userId));
  const artist = user?.slug ? await askIdentity(artists.find(user.slug)) : undefined;
  if (!artist || artist._id !== userId) throw new NotAllowedError(ONLY_ARTISTS);
  return { ...artist, count: artist.count ?? 0 };
}

/** Whether the signed-in artist has unlocked gift cards: what the create page asks before it shows the form. */
export async function giftCardUnlock({ artists }: Pick<GiftCardDeps, 'artists'>, userId: string) {
  const artist = await signedInArtist(artists, userId);
  return { artworks: artist.count, unlocked: isUnlocked(artist.count) };
}

async function fieldsFor(
  artists: ArtistDirectory,
  userId: string,
  input: GiftCardInput,
  publishing: boolean,
): Promise<GiftCardFields> {
  const artist = await signedInArtist(artists, userId);
  if (publishing && !isUnlocked(artist.count)) throw new NotAllowedError(lockedMessage('giftcards'));
  const title = input.title || giftCardTitleBy(artist.artistName);
  return { ...input, title, userId, artistSlug: artist.slug, artistName: artist.artistName };
}

/** A new card, draft or published; below four artworks the artist cannot make one at all (spec §9). */
export async function createGiftCard(
  { cards, artists, now }: GiftCardDeps,
  userId: string,
  input: GiftCardInput,
): Promise<GiftCardSummary> {
  const fields = await fieldsFor(artists, userId, input, true);
  const base = `${slugify(input.title || 'gift-card', { maxLength: 60, fallback: 'gift-card' })}-${fields.artistSlug}`;
  // Two saves at once may pick the same free slug; the loser picks again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const card = await cards.insert(firstFreeSlug(base, await cards.slugsLike(base)), fields, now());
    if (card) return toSummary(card);
  }
  throw new ServiceUnavailableError(NOT_NOW);
}

/** The owner changes every field; the slug stays, so links already shared keep working. */
export async function editGiftCard(
  { cards, artists, now }: GiftCardDeps,
  userId: string,
  slug: string,
  input: GiftCardInput,
) {
  const card = await cards.findBySlug(slug);
  if (!card || (card.userId !== userId && !card.published)) throw new NotFoundError(GIFT_CARD_NOT_FOUND);
  if (card.userId !== userId) throw new NotAllowedError(NOT_YOURS);
  return toSummary(await cards.update(card.id, await fieldsFor(artists, userId, input, input.published), now()));
}

const visibleTo = (card: GiftCard | undefined, userId: string | undefined) =>
  card && (card.published || card.userId === userId);

/** A published card, or the owner's draft. */
export async function showGiftCard(
  { cards }: Pick<GiftCardDeps, 'cards'>,
  slug: string,
  userId?: string,
): Promise<GiftCardSummary> {
  const card = await cards.findBySlug(slug);
  if (!card || !visibleTo(card, userId)) throw new NotFoundError(GIFT_CARD_NOT_FOUND);
  return { ...toSummary(card), mine: card.userId === userId };
}

interface ListQuery {
  artist?: string | undefined;
  skip: number;
  limit: number;
}

/** Published cards newest first, everyone's or one artist's; an artist asking for their own sees their drafts too. */
export async function listGiftCards(
  { cards, artists }: GiftCardDeps,
  { artist, skip, limit }: ListQuery,
  userId?: string,
): Promise<GiftCardListAnswer> {
  if (!artist) return summaries(await cards.list({ drafts: false, skip, limit }));
  const known = await askIdentity(artists.find(artist));
  if (!known) return { cards: [], total: 0 };
  return summaries(await cards.list({ userId: known._id, drafts: known._id === userId, skip, limit }));
}

const summaries = ({ cards, total }: { cards: GiftCard[]; total: number }) => ({ cards: cards.map(toSummary), total });

/** What commerce charges for one card at one of its amounts (cents). */
export async function giftCardPrice(
  { cards }: Pick<GiftCardDeps, 'cards'>,
  slug: string,
  amountMinor: number,
): Promise<GiftCardPrice> {
  const card = await cards.findBySlug(slug);
  if (!card?.published) throw new NotFoundError(GIFT_CARD_NOT_FOUND);
  if (!card.amounts.some((eur) => eur * 100 === amountMinor)) throw new InputError(NOT_OFFERED);
  return {
    slug: card.slug,
    artistId: card.userId,
    artistName: card.artistName,
    title: card.title,
    featuredImage: card.featuredImage,
    amountMinor,
    currency: GIFT_CARD_CURRENCY,
  };
}
