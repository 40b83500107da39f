import { MEDIA_URL } from './catalog';
import { z } from './messages';
import { isOneLine, isPlainText, notAllowedCharacter } from './plain-text';

/** Limits of an artist page's design. */
export const ABOUT_MAX = 2000;
export const GALLERY_NAME_MAX = 60;
export const GALLERIES_MAX = 12;
/** A page shows at most this many works in all (the catalog answers a gallery's works 100 at a time, twice over). */
const PAGE_WORKS_MAX = 200;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const ARTIST_NOT_FOUND = 'Artist not found';
export const notYourWorks = (slugs: string[]) => `These are not your artworks: ${slugs.join(', ')}`;

const colour = (name: string) =>
  z
    .string({ error: `${name} must be a colour like #1f4e79` })
    .trim()
    .regex(HEX_COLOUR, `${name} must be a colour like #1f4e79`)
    .transform((hex) => hex.toLowerCase());

/** The page's own colours: its accent (headings, links), a second accent, and the background of its banner and About me. */
const pageColours = z.object({
  primary: colour('Primary colour'),
  secondary: colour('Secondary colour'),
  background: colour('Background colour'),
});
export type PageColours = z.infer<typeof pageColours>;

const picture = (name: string) =>
  z
    .string({ error: `${name} must be an uploaded image` })
    .trim()
    .regex(MEDIA_URL, `${name} must be an uploaded image`)
    .nullable();

const artworkSlugs = z.array(z.string({ error: 'Artworks must be artwork slugs' }).trim().min(1).max(200), {
  error: 'Artworks must be a list',
});

const galleryName = z
  .string({ error: 'Every gallery needs a name' })
  .trim()
  .min(1, 'Every gallery needs a name')
  .max(GALLERY_NAME_MAX, `A gallery name must be at most ${GALLERY_NAME_MAX} characters`)
  .refine(isOneLine, notAllowedCharacter('A gallery name'));

const namedGallery = z.object({ name: galleryName, artworks: artworkSlugs });
export type NamedGallery = z.infer<typeof namedGallery>;

/** PUT /artist/page: the signed-in artist's whole design; works in no named gallery show, in `otherWorks` order, in the default one. */
export const artistPageInput = z
  .object({
    about: z
      .string({ error: 'About me must be text' })
      .max(ABOUT_MAX, `About me must be at most ${ABOUT_MAX} characters`)
      .refine(isPlainText, notAllowedCharacter('About me'))
      .transform((text) => text.trim()),
    aboutImg: picture('The About me image'),
    logo: picture('The logo'),
    colours: pageColours.nullable(),
    galleries: z
      .array(namedGallery, { error: 'Galleries must be a list' })
      .max(GALLERIES_MAX, `A page can have at most ${GALLERIES_MAX} galleries`),
    otherWorks: artworkSlugs,
  })
  .superRefine((page, ctx) => {
    const names = page.galleries.map((gallery) => gallery.name.toLowerCase());
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice !== undefined)
      ctx.addIssue({ code: 'custom', path: ['galleries'], message: 'Two galleries cannot have the same name' });
    const slugs = [...page.galleries.flatMap((gallery) => gallery.artworks), ...page.otherWorks];
    if (new Set(slugs).size !== slugs.length)
      ctx.addIssue({ code: 'custom', path: ['galleries'], message: 'An artwork can be in only one gallery' });
    if (slugs.length > PAGE_WORKS_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['galleries'],
        message: `A page can order at most ${PAGE_WORKS_MAX} artworks`,
      });
  });
export type ArtistPageInput = z.infer<typeof artistPageInput>;

/** Who the page is of, as identity knows them; `slug` is their current one (an old slug answers the new). */
export interface PageArtist {
  _id: string;
  slug: string;
  artistName: string;
  avatar: string | null;
  instagram: string | null;
}

/** GET /artist/page/:slug; a page never saved answers empty words, no pictures and no colours (the site's own). */
export interface ArtistPageAnswer {
  artist: PageArtist;
  about: string;
  aboutImg: string | null;
  logo: string | null;
  colours: PageColours | null;
  galleries: NamedGallery[];
  otherWorks: string[];
}
