import type { Knex } from 'knex';
import type { Artwork, ArtworkChanges, NewArtwork } from '../domain/artwork';

export interface ArtworkRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  featured_image: string;
  featured_width: number | null;
  featured_height: number | null;
  featured_colour: string | null;
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
  owner_about_img: string | null;
  published_at: Date | null;
  hidden_reason: string | null;
  owner_suspended: boolean;
  created_at: Date;
  updated_at: Date;
}

/**
 * What a buyer pays as visitors may see it, else null: a hidden price (phidden) or one not for sale. Price sorting puts
 * nulls last and nearness in price skips them, so neither tells a hidden price.
 */
export const SHOWN_SALE_PRICE = '(case when phidden or not on_sale then null else sale_price_minor end)';

/** Only the works anyone may see: none a moderator hid (hidden_reason), none of a suspended owner. */
export const visibleOnly = (q: Knex.QueryBuilder) =>
  q.whereNull('artworks.hidden_reason').where('artworks.owner_suspended', false);

/** Every stored column but the generated ones (search, sale_price_minor, longest_side_cm). */
export const ARTWORK_COLUMNS = [
  'id',
  'slug',
  'title',
  'description',
  'featured_image',
  'featured_width',
  'featured_height',
  'featured_colour',
  'gallery',
  'medium',
  'medium2',
  'material',
  'year',
  'style',
  'width_cm',
  'height_cm',
  'price_minor',
  'discount_price_minor',
  'currency',
  'on_sale',
  'phidden',
  'status',
  'allowoffers',
  'owner_id',
  'owner_slug',
  'owner_name',
  'owner_avatar',
  'owner_about_img',
  'published_at',
  'hidden_reason',
  'owner_suspended',
  'created_at',
  'updated_at',
].map((column) => `artworks.${column}`);

export function fromRow(row: ArtworkRow): Artwork {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    featuredImage: row.featured_image,
    featuredShape:
      row.featured_width && row.featured_height
        ? { width: row.featured_width, height: row.featured_height, colour: row.featured_colour }
        : null,
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
    owner: {
      id: row.owner_id,
      slug: row.owner_slug,
      name: row.owner_name,
      avatar: row.owner_avatar,
      aboutImg: row.owner_about_img,
    },
    publishedAt: row.published_at ? new Date(row.published_at) : null,
    hiddenReason: row.hidden_reason,
    ownerSuspended: row.owner_suspended,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export function changesToRow(changes: ArtworkChanges) {
  return {
    title: changes.title,
    description: changes.description,
    featured_image: changes.featuredImage,
    featured_width: changes.featuredShape?.width ?? null,
    featured_height: changes.featuredShape?.height ?? null,
    featured_colour: changes.featuredShape?.colour ?? null,
    // jsonb through knex: arrays must be sent as JSON text, or pg reads them as a Postgres array.
    gallery: JSON.stringify(changes.gallery),
    medium: changes.medium,
    medium2: changes.medium2,
    material: changes.material,
    year: changes.year,
    style: changes.style,
    width_cm: changes.size.width,
    height_cm: changes.size.height,
    price_minor: changes.priceMinor,
    discount_price_minor: changes.discountPriceMinor,
    currency: changes.currency,
    on_sale: changes.onSale,
    phidden: changes.phidden,
    status: changes.status,
    allowoffers: changes.allowoffers,
  };
}

export function toRow(artwork: NewArtwork) {
  return {
    ...changesToRow(artwork),
    slug: artwork.slug,
    owner_id: artwork.owner.id,
    owner_slug: artwork.owner.slug,
    owner_name: artwork.owner.name,
    owner_avatar: artwork.owner.avatar,
    owner_about_img: artwork.owner.aboutImg,
    published_at: artwork.publishedAt,
    ...(artwork.createdAt ? { created_at: artwork.createdAt, updated_at: artwork.createdAt } : {}),
  };
}
