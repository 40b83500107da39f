import { z } from './messages';
import { ORIENTATIONS, SEARCH_PAGE_SIZE_MAX, SEARCH_SORTS, SIZE_CLASSES } from './catalog-values';
import { money, whole } from './catalog-fields';

// A file of its own: the search page parses its URL with it, without building every other catalog schema.

/** GET /search: full-text q (empty lists everything) with filters, sorting and pages. */
export const searchQuery = z
  .object({
    q: z
      .string({ error: 'Search text must be text' })
      .trim()
      .max(200, 'Search text must be at most 200 characters')
      .default(''),
    medium: z
      .string({ error: 'Medium must be text' })
      .trim()
      .max(60, 'Medium must be at most 60 characters')
      .optional(),
    style: z.string({ error: 'Style must be text' }).trim().max(60, 'Style must be at most 60 characters').optional(),
    /** in major units; a price filter never finds a hidden price */
    minPrice: money('Minimum price', 0),
    maxPrice: money('Maximum price', 0),
    /** by the longest side: small under 50 cm, medium 50 to 100 cm, large over 100 cm */
    size: z.enum(SIZE_CLASSES, { error: 'Size must be small, medium or large' }).optional(),
    orientation: z.enum(ORIENTATIONS, { error: 'Orientation must be portrait, landscape or square' }).optional(),
    forSale: z
      .enum(['true', 'false'], { error: 'For sale must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    sort: z
      .enum(SEARCH_SORTS, { error: 'Sort must be relevance, newest, price_asc or price_desc' })
      .default('relevance'),
    page: whole('Page', 1, 10_000, 1),
    pageSize: whole('Page size', 1, SEARCH_PAGE_SIZE_MAX, 24),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ['maxPrice'],
    message: 'Maximum price must not be below the minimum price',
  });
export type SearchQuery = z.infer<typeof searchQuery>;
