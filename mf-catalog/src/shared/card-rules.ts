import type { ArtworkCard, PictureShape } from '@easel/contracts';
import { SOLD_STATUS } from '@easel/contracts';

const TITLE_MAX = 34;
/** The media variants the catalog serves (services/catalog media-variant). */
const CARD_WIDTHS = [400, 800] as const;

/** Spec §2: card titles are cut at 34 characters with an ellipsis. */
export const cardTitle = (title: string) =>
  title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX).trimEnd()}…` : title;

/** Spec §4: SOLD when on sale and the status says so. */
export const isSold = (art: Pick<ArtworkCard, 'onSale' | 'status'>) => art.onSale && art.status === SOLD_STATUS;

export const mediaSrc = (url: string, width: number) => `${url}?w=${width}`;
export const mediaSrcSet = (url: string, widths: readonly number[] = CARD_WIDTHS) =>
  widths.map((w) => `${mediaSrc(url, w)} ${w}w`).join(', ');

/** The prices a visitor sees: none when the artist hides them (phidden, spec §2) or the artwork is not for sale. */
export function shownPrice(art: Pick<ArtworkCard, 'onSale' | 'phidden' | 'price' | 'discountPrice'>) {
  // The catalog sends a hidden price to its artist only (for the edit form); the page hides it from them too.
  if (!art.onSale || art.phidden || art.price === null) return null;
  return { price: art.price, discountPrice: art.discountPrice };
}

/** The picture's proportions before it loads: its own pixels when the catalog knows them, else the artwork's size in cm. */
export const cardShape = (art: Pick<ArtworkCard, 'featuredImageShape' | 'size'>): PictureShape =>
  art.featuredImageShape ?? { width: art.size.width, height: art.size.height, colour: null };

/** Rounded percent off the price, or null without a discount. */
export const percentOff = (price: number, discountPrice: number | null) =>
  discountPrice && price > 0 ? Math.round((1 - discountPrice / price) * 100) : null;
