import type { Artwork, NewArtwork } from '../domain/artwork';

export interface ArtworkRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  featured_image: string;
  gallery: string[];
  medium: string;
  medium2: string | null;
  material: string;
  year: number | null;
  style: string | null;
  width_cm: number;
  height_cm: number;
  price_minor: number;
  discount_price_minor: number | null;
  currency: string;
  on_sale: boolean;
  phidden: boolean;
  status: string;
  allowoffers: string | null;
  owner_id: string;
  owner_slug: string;
  owner_name: string;
  owner_avatar: string | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function fromRow(row: ArtworkRow): Artwork {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    featuredImage: row.featured_image,
    gallery: row.gallery,
    medium: row.medium,
    medium2: row.medium2,
    material: row.material,
    year: row.year,
    style: row.style,
    size: { width: Number(row.width_cm), height: Number(row.height_cm) },
    priceMinor: Number(row.price_minor),
    discountPriceMinor: row.discount_price_minor === null ? null : Number(row.discount_price_minor),
    currency: row.currency,
    onSale: row.on_sale,
    phidden: row.phidden,
    status: row.status,
    allowoffers: row.allowoffers,
    owner: { id: row.owner_id, slug: row.owner_slug, name: row.owner_name, avatar: row.owner_avatar },
    publishedAt: row.published_at ? new Date(row.published_at) : null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export function toRow(artwork: NewArtwork): Omit<ArtworkRow, 'id' | 'created_at' | 'updated_at' | 'gallery'> & { gallery: string; created_at?: Date; updated_at?: Date } {
  return {
    slug: artwork.slug,
    title: artwork.title,
    description: artwork.description,
    featured_image: artwork.featuredImage,
    // jsonb through knex: arrays must be sent as JSON text, or pg reads them as a Postgres array.
    gallery: JSON.stringify(artwork.gallery),
    medium: artwork.medium,
    medium2: artwork.medium2,
    material: artwork.material,
    year: artwork.year,
    style: artwork.style,
    width_cm: artwork.size.width,
    height_cm: artwork.size.height,
    price_minor: artwork.priceMinor,
    discount_price_minor: artwork.discountPriceMinor,
    currency: artwork.currency,
    on_sale: artwork.onSale,
    phidden: artwork.phidden,
    status: artwork.status,
    allowoffers: artwork.allowoffers,
    owner_id: artwork.owner.id,
    owner_slug: artwork.owner.slug,
    owner_name: artwork.owner.name,
    owner_avatar: artwork.owner.avatar,
    published_at: artwork.publishedAt,
    ...(artwork.createdAt ? { created_at: artwork.createdAt, updated_at: artwork.createdAt } : {}),
  };
}
