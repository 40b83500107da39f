import { ORIENTATIONS, SEARCH_SORTS, SIZE_CLASSES } from '@easel/contracts/src/catalog';

/** The search state kept in the URL (spec: bookmarkable, shareable). */
export const SEARCH_KEYS = ['q', 'medium', 'style', 'minPrice', 'maxPrice', 'size', 'orientation', 'forSale', 'sort', 'page'] as const;
export const PAGE_SIZE = 24;

export const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};
export const SIZE_LABELS: Record<(typeof SIZE_CLASSES)[number], string> = {
  small: 'Small (under 50 cm)',
  medium: 'Medium (50–100 cm)',
  large: 'Large (over 100 cm)',
};
export const ORIENTATION_LABELS: Record<(typeof ORIENTATIONS)[number], string> = { portrait: 'Portrait', landscape: 'Landscape', square: 'Square' };

/** The URL's search parameters that the service understands, empty ones left out. */
export function searchArgs(params: URLSearchParams): Record<string, string> {
  const args: Record<string, string> = { pageSize: String(PAGE_SIZE) };
  for (const key of SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) args[key] = value;
  }
  return args;
}

/** The URL after one filter changes: an empty value removes it, and any change but the page goes back to page 1. */
export function withFilter(params: URLSearchParams, key: (typeof SEARCH_KEYS)[number], value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(key, value.trim());
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
