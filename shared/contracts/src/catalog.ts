import { z } from './messages';
import { CURRENCIES, EARLIEST_YEAR, GALLERY_MAX, OFFERS_ALLOWED, SIZE_MAX_CM, SOLD_STATUS } from './catalog-values';
import { artistNameIsNotReserved, artistNameIsOneLine } from './account';
import { MEDIA_URL } from './media-url';
import { isOneLine, notAllowedCharacter } from './plain-text';
import { money, numeric, whole } from './catalog-fields';

// The catalog's calls (services/catalog, under /api): artworks, media, search, artists and the magazine.

// In a file of its own: account.ts (avatars) needs it, and this file imports account.ts.
export { MEDIA_URL } from './media-url';
export * from './catalog-values';
export { searchQuery, type SearchQuery } from './catalog-search';

const text = (missing: string, label: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} must be at most ${max} characters`);
/** A title or a name: one line, nothing that reorders the text around it. */
const oneLine = (missing: string, label: string, max: number) =>
  text(missing, label, max).refine(isOneLine, notAllowedCharacter(label));
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .default(''),
  );

const number = (missing: string, wrong: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? missing : wrong) });

const dimension = (label: 'Width' | 'Height') => {
  const range = `${label} must be between 1 and ${SIZE_MAX_CM} cm`;
  return z.preprocess(
    numeric,
    number(`Please enter the ${label.toLowerCase()}`, range).min(1, range).max(SIZE_MAX_CM, range),
  );
};

const year = z.preprocess(
  numeric,
  number('Please enter the year', 'Year must be a number')
    .int('Year must be a whole number')
    .check((ctx) => {
      // This year is read at each check, so a server running over New Year keeps up.
      const latest = new Date().getFullYear();
      if (ctx.value < EARLIEST_YEAR || ctx.value > latest)
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `Year must be between ${EARLIEST_YEAR} and ${latest}`,
        });
    }),
);

const mediaUrl = (missing: string, wrong: string) =>
  z.string({ error: missing }).trim().min(1, missing).regex(MEDIA_URL, wrong);

const either = <V extends string>(value: V, message: string) =>
  z.preprocess((input) => input ?? '', z.enum(['', value], { error: message }));

// The edit form may send back the answer's {code, tag}; a code alone is the usual payload.
const currency = z.preprocess(
  (value) => {
    const code = value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : value;
    return typeof code === 'string' ? code.trim().toUpperCase() : code;
  },
  z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(', ')}` }).default('EUR'),
);

const PRICE_FIELDS = new Set(['price', 'discountPrice', 'onSale']);

/** POST /artwork/new and PUT /artwork/edit/:slug: every field of spec §3; prices in major units. */
export const artworkInput = z
  .object({
    title: oneLine('Please enter a title', 'Title', 120),
    description: text('Please enter a description', 'Description', 5000),
    featuredImage: mediaUrl('Please add a featured image', 'Featured image must be an uploaded image'),
    gallery: z
      .array(
        mediaUrl('Gallery items must be links to uploaded files', 'Gallery items must be uploaded images or videos'),
        {
          error: 'Gallery must be a list of uploaded images and videos',
        },
      )
      .max(GALLERY_MAX, `Gallery can hold at most ${GALLERY_MAX} images and videos`)
      .default([]),
    medium: oneLine('Please choose a medium', 'Medium', 60),
    medium2: optionalText('Second medium', 60),
    material: oneLine('Please enter the material', 'Material', 60),
    year,
    style: oneLine('Please choose a style', 'Style', 60),
    size: z.object(
      { width: dimension('Width'), height: dimension('Height') },
      { error: 'Please enter the size (width and height in cm)' },
    ),
    price: money('Price', 0.01),
    discountPrice: money('Discount price', 0.01),
    currency,
    onSale: z.boolean({ error: 'On sale must be true or false' }).default(true),
    phidden: z.boolean({ error: 'Hide price must be true or false' }).default(false),
    status: either(SOLD_STATUS, `Status must be empty or '${SOLD_STATUS}'`),
    allowoffers: either(OFFERS_ALLOWED, `Allow offers must be empty or '${OFFERS_ALLOWED}'`),
  })
  .superRefine(
    (art, ctx) => {
      if (art.onSale && art.price === undefined)
        ctx.addIssue({ code: 'custom', path: ['price'], message: 'Please enter a price' });
      if (art.discountPrice !== undefined && (art.price === undefined || art.discountPrice >= art.price)) {
        ctx.addIssue({
          code: 'custom',
          path: ['discountPrice'],
          message: 'Discount price must be lower than the price',
        });
      }
    },
    // Compared as soon as the prices themselves parse, so their messages come with the other fields' at the first try.
    { when: (payload) => !payload.issues.some((issue) => PRICE_FIELDS.has(String(issue.path?.[0]))) },
  );
export type ArtworkInput = z.infer<typeof artworkInput>;
export type ArtworkInputPayload = z.input<typeof artworkInput>;

const slug = z.string().trim().min(1, 'Slugs cannot be empty').max(200, 'Slugs must be at most 200 characters');
const slugList = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : value,
    z.array(slug, { error: 'Slugs must be a comma-separated list' }).max(max, `At most ${max} slugs at a time`),
  );

/** GET /artworks: the home grid, an artist's gallery (owner = artist slug) and favourites (slugs). */
export const listArtworksQuery = z.object({
  sort: z.enum(['newest', 'price'], { error: 'Sort must be newest or price' }).default('newest'),
  limit: whole('Limit', 1, 100, 24),
  offset: whole('Offset', 0, 100_000, 0),
  owner: slug.optional(),
  slugs: slugList(100).optional(),
});
export type ListArtworksQuery = z.infer<typeof listArtworksQuery>;

/** GET /artists: artists with at least one artwork, most recently active first, or the ones named. */
export const listArtistsQuery = z.object({
  limit: whole('Limit', 1, 100, 24),
  slugs: slugList(100).optional(),
});

/** GET /artwork/get/:slug?fp= : fp is the visitor's browser fingerprint (spec §7). */
export const artworkPageQuery = z.object({
  fp: z
    .string({ error: 'Fingerprint must be text' })
    .trim()
    .max(200, 'Fingerprint must be at most 200 characters')
    .optional(),
});

/** Identity's POST /user/become-artist, on the way to publishing. */
export const becomeArtistInput = z.object({
  artistName: z
    .string({ error: 'Please enter your artist name' })
    .trim()
    .min(1, 'Please enter your artist name')
    .max(60, 'Artist name must be at most 60 characters')
    .refine(...artistNameIsOneLine)
    .refine(...artistNameIsNotReserved),
});

export interface CurrencyView {
  code: string;
  /** '€', '$', '£' … */
  tag: string;
}

/** What a picture's box needs before the picture arrives: its size in pixels and its dominant colour (CSS hex). */
export interface PictureShape {
  width: number;
  height: number;
  /** '#a1b2c3'; null when it could not be read */
  colour: string | null;
}

/** An artwork on a card (grids, carousels, search). */
export interface ArtworkCard {
  _id: string;
  slug: string;
  title: string;
  featuredImage: string;
  /** null for an upload whose size is unknown: the card then takes the artwork's own proportions (size in cm) */
  featuredImageShape: PictureShape | null;
  gallery: string[];
  medium: string;
  material: string;
  year: number | null;
  style: string | null;
  size: { width: number; height: number };
  /** null when the artist hides the price (phidden) and the viewer is not that artist */
  price: number | null;
  /** null without a discount, or when the price is hidden from this viewer */
  discountPrice: number | null;
  currency: CurrencyView;
  onSale: boolean;
  phidden: boolean;
  status: string;
  user: { _id: string; slug: string; artistName: string; avatar: string | null };
  createdAt: string;
  /** Its position in this week's Pulse (1 to 10) when featured: the card shows the Pulse badge. */
  pulseRank?: number;
}

/** The whole artwork, in spec §3's names; totalUpvotes, isUpvoted and comments come from community. */
export interface ArtworkDetail extends ArtworkCard {
  description: string;
  medium2: string;
  allowoffers: string;
  /** one per gallery entry, in order; null where unknown (a video's, or an old upload's) */
  galleryShapes: (PictureShape | null)[];
  user: ArtworkCard['user'] & { artistPage: { about: { img: string | null } } };
  updatedAt: string;
  /** to its owner only, when the work is hidden from everyone else: why (contracts/admin-moderation.ts) */
  hiddenNotice?: string;
}

export interface PulseRank {
  position: number;
  prevSlug: string | null;
  nextSlug: string | null;
}

export interface ArtworkPageAnswer {
  art: ArtworkDetail;
  similar: ArtworkCard[];
  /** null when the artwork is not in this week's Pulse or community does not answer */
  rank: PulseRank | null;
  more: ArtworkCard[];
}

export interface ArtworkAnswer {
  art: ArtworkDetail;
}

export interface ArtworksAnswer {
  artworks: ArtworkCard[];
  total: number;
}

export interface ArtistCard {
  slug: string;
  artistName: string;
  avatar: string | null;
  count: number;
  /** the artist's newest artwork */
  featuredImage: string;
}

/** GET /artworks/vocabulary: the media and styles that published artworks use, most used first, for the comboboxes of search and publishing. */
export interface VocabularyAnswer {
  media: string[];
  styles: string[];
}

export interface SearchAnswer extends ArtworksAnswer {
  page: number;
  pageSize: number;
}

export interface MediaAnswer {
  url: string;
  kind: 'image' | 'video';
  mime: string;
  width: number | null;
  height: number | null;
  /** a picture's dominant colour ('#a1b2c3'); null for a video */
  colour: string | null;
  bytes: number;
}

export interface ArticleSummary {
  link: string;
  title: string;
  excerpt: string;
  coverImage: string;
  author: string;
  publishedAt: string;
}

export interface Article extends ArticleSummary {
  /** sanitised HTML */
  body: string;
}
