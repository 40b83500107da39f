// The catalog's plain values, apart from its schemas: a page that shows them need not download zod.

export const SOLD_STATUS = 'Sold - Open for Commission';
export const OFFERS_ALLOWED = 'Yes, collectors can make offers';
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
/** Spec §3: a gallery item is a video when its address ends so. */
export const VIDEO_URL = /\.(mp4|webm|ogg|mov)$/i;
export const GALLERY_MAX = 12;
export const SIZE_MAX_CM = 1000;
export const EARLIEST_YEAR = 1900;
/** The most a price may be, in major units; in minor units it stays well inside the catalog's 32-bit integer columns. */
export const PRICE_MAX = 10_000_000;
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export const SIZE_CLASSES = ['small', 'medium', 'large'] as const;
export const ORIENTATIONS = ['portrait', 'landscape', 'square'] as const;
export const SEARCH_PAGE_SIZE_MAX = 48;
