import type { SearchQuery } from '@easel/contracts';

const MAX_TERMS = 8;

/**
 * The words of a search as a PostgreSQL tsquery: every word must match, each as a prefix, so that
 * "abstr oil" finds "Abstract" in oil while it is still being typed. Only letters and digits pass,
 * so nothing the visitor types can change the query's syntax. '' when there is nothing to look for.
 */
export function toPrefixQuery(text: string): string {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, MAX_TERMS)
    .map((word) => `${word.slice(0, 40)}:*`)
    .join(' & ');
}

/** The criteria of GET /search once read: prices in minor units, sizes as cm bounds. */
export interface SearchCriteria {
  tsquery: string;
  medium?: string;
  style?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  size?: SearchQuery['size'];
  orientation?: SearchQuery['orientation'];
  forSale?: boolean;
  sort: SearchQuery['sort'];
  limit: number;
  offset: number;
}

// Search prices are in the catalog's main currency's major units (EUR: cents ×100).
export function toSearchCriteria(query: SearchQuery): SearchCriteria {
  const tsquery = toPrefixQuery(query.q);
  return {
    tsquery,
    medium: query.medium || undefined,
    style: query.style || undefined,
    minPriceMinor: query.minPrice === undefined ? undefined : Math.round(query.minPrice * 100),
    maxPriceMinor: query.maxPrice === undefined ? undefined : Math.round(query.maxPrice * 100),
    size: query.size,
    orientation: query.orientation,
    forSale: query.forSale,
    // Relevance without words to weigh is just the newest first.
    sort: query.sort === 'relevance' && !tsquery ? 'newest' : query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}
