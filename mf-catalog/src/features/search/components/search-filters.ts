import { ORIENTATIONS, SEARCH_SORTS, SIZE_CLASSES } from '@easel/contracts';

/** The fields of the search form, each kept in the URL under its own name (spec: bookmarkable, shareable). */
const FILTER_KEYS = ['q', 'medium', 'style', 'minPrice', 'maxPrice', 'size', 'orientation', 'forSale', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;
export type PriceKey = 'minPrice' | 'maxPrice';
export const PAGE_SIZE = 24;

/** What narrows the results (the text and the order do not): the phone's "Filters (n)" counts these. */
const NARROWING: FilterKey[] = ['medium', 'style', 'minPrice', 'maxPrice', 'size', 'orientation', 'forSale'];

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
export const ORIENTATION_LABELS: Record<(typeof ORIENTATIONS)[number], string> = {
  portrait: 'Portrait',
  landscape: 'Landscape',
  square: 'Square',
};

/** The form's fields as the URL holds them. */
export function filtersFrom(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Filters;
}

/** The URL of these fields, empty ones left out, on page 1. */
export function paramsOf(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  return params;
}

/** Why each typed price cannot be searched for, by field (use-price-problems.ts). */
export type PriceProblems = (filters: Filters) => Partial<Record<PriceKey, string>>;

export const hasPrice = ({ minPrice, maxPrice }: Filters) => Boolean(minPrice.trim() || maxPrice.trim());

/** The search call for a URL: its fields and page, empty ones and refused prices left out (their fields say why). */
export function searchArgs(params: URLSearchParams, problemsOf: PriceProblems): Record<string, string> {
  const filters = filtersFrom(params);
  const args: Record<string, string> = Object.fromEntries(paramsOf(filters));
  for (const key of Object.keys(problemsOf(filters))) delete args[key];
  const page = params.get('page')?.trim();
  if (page) args.page = page;
  return { ...args, pageSize: String(PAGE_SIZE) };
}

export const activeFilterCount = (filters: Filters) => NARROWING.filter((key) => filters[key].trim()).length;
