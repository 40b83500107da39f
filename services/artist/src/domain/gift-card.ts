import type { GiftCardSummary } from '@easel/contracts';

/** An artist's gift card (spec §3 Giftcard: slug, user, featuredImage), with the amounts it is sold at, in euros. */
export interface GiftCard {
  id: string;
  slug: string;
  /** the artist's identity user id */
  userId: string;
  artistSlug: string;
  artistName: string;
  title: string;
  featuredImage: string;
  amounts: number[];
  note: string;
  published: boolean;
  createdAt: Date;
}

/** A card's own fields, as the artist saves them, with who they are at that moment. */
export type GiftCardFields = Omit<GiftCard, 'id' | 'slug' | 'createdAt'>;

/** A code a buyer received: its balance is what is left of its amount after what it paid for. */
export interface GiftCode {
  code: string;
  cardId: string;
  artistId: string;
  artistName: string;
  initialMinor: number;
  balanceMinor: number;
}

/** held → captured (paid) → refunded (its order cancelled), or held → released (the checkout ended unpaid). */
export type HoldStatus = 'held' | 'captured' | 'released' | 'refunded';

/** A checkout's hold on part of a code's balance; it stops counting at expiresAt unless captured. */
export interface GiftCodeHold {
  holdId: string;
  code: string;
  amountMinor: number;
  expiresAt: Date;
  status: HoldStatus;
}

export const toSummary = (card: GiftCard): GiftCardSummary => ({
  slug: card.slug,
  artistSlug: card.artistSlug,
  artistName: card.artistName,
  title: card.title,
  featuredImage: card.featuredImage,
  amounts: card.amounts,
  note: card.note,
  published: card.published,
});
