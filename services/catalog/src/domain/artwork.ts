// An artwork as the catalog keeps it: money in minor units, the owner's display fields copied in.
import type { PictureShape } from '@easel/contracts';
export { OFFERS_ALLOWED, SOLD_STATUS } from '@easel/contracts';

export interface ArtworkOwner {
  id: string;
  slug: string;
  name: string;
  avatar: string | null;
  /** the picture on the artist's about section */
  aboutImg: string | null;
}

export interface Artwork {
  id: string;
  slug: string;
  title: string;
  description: string;
  featuredImage: string;
  /** the featured picture's size and colour, copied from its upload; null when unknown */
  featuredShape: PictureShape | null;
  gallery: string[];
  medium: string;
  medium2: string | null;
  material: string;
  year: number | null;
  style: string | null;
  size: { width: number; height: number };
  priceMinor: number;
  discountPriceMinor: number | null;
  currency: string;
  onSale: boolean;
  phidden: boolean;
  /** '' or SOLD_STATUS */
  status: string;
  /** null or OFFERS_ALLOWED */
  allowoffers: string | null;
  owner: ArtworkOwner;
  publishedAt: Date | null;
  /** why a moderator hid it (the owner is told); null when not hidden */
  hiddenReason: string | null;
  /** its owner's account is suspended: hidden like a moderator's hide, until the suspension ends */
  ownerSuspended: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type NewArtwork = Omit<Artwork, 'id' | 'createdAt' | 'updatedAt' | 'hiddenReason' | 'ownerSuspended'> & {
  createdAt?: Date;
};

/** Hidden from everyone but its owner: a moderator hid it or its owner is suspended. */
export const isHidden = (artwork: Artwork) => artwork.hiddenReason !== null || artwork.ownerSuspended;

/** The fields an owner can change; slug, owner and dates stay. */
export type ArtworkChanges = Omit<NewArtwork, 'slug' | 'owner' | 'publishedAt' | 'createdAt'>;
