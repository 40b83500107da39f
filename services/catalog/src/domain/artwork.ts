// An artwork as the catalog keeps it: money in minor units, the owner's display fields copied in.
export interface ArtworkOwner {
  id: string;
  slug: string;
  name: string;
  avatar: string | null;
}

export interface Artwork {
  id: string;
  slug: string;
  title: string;
  description: string;
  featuredImage: string;
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
  status: string;
  allowoffers: string | null;
  owner: ArtworkOwner;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewArtwork = Omit<Artwork, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: Date };

export const SOLD_STATUS = 'Sold - Open for Commission';
export const OFFERS_ALLOWED = 'Yes, collectors can make offers';
