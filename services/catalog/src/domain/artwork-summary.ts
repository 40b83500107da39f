import type { ArtworkCard, ArtworkDetail, PictureShape } from '@easel/contracts';
import { ACCOUNT_SUSPENDED_NOTICE, artworkHiddenNotice, currencyTag, toMajor } from '@easel/contracts';
import type { Artwork } from './artwork';

/** The card-sized artwork of a listing, for anyone: a hidden price (phidden) never leaves the server in one. */
export const toArtworkSummary = (artwork: Artwork): ArtworkCard => card(artwork, !artwork.phidden);

/**
 * The whole artwork for its page and the edit form, with its gallery's shapes (one per entry, in order); a hidden
 * price goes to its artist only, so the viewer is always named.
 */
export function toArtworkDetail(
  artwork: Artwork,
  viewerId: string | undefined,
  galleryShapes: (PictureShape | null)[],
): ArtworkDetail {
  const summary = card(artwork, !artwork.phidden || viewerId === artwork.owner.id);
  return {
    ...summary,
    description: artwork.description,
    medium2: artwork.medium2 ?? '',
    allowoffers: artwork.allowoffers ?? '',
    galleryShapes,
    user: { ...summary.user, artistPage: { about: { img: artwork.owner.aboutImg } } },
    updatedAt: artwork.updatedAt.toISOString(),
    ...(viewerId === artwork.owner.id && hiddenNoticeOf(artwork)),
  };
}

/** Why the owner's work is hidden from everyone else; a suspension says so first, as ending it is what brings the work back. */
function hiddenNoticeOf(artwork: Artwork): { hiddenNotice: string } | undefined {
  if (artwork.ownerSuspended) return { hiddenNotice: ACCOUNT_SUSPENDED_NOTICE };
  if (artwork.hiddenReason !== null) return { hiddenNotice: artworkHiddenNotice(artwork.hiddenReason) };
  return undefined;
}

function card(artwork: Artwork, priceShown: boolean): ArtworkCard {
  const { currency, discountPriceMinor } = artwork;
  return {
    _id: artwork.id,
    slug: artwork.slug,
    title: artwork.title,
    featuredImage: artwork.featuredImage,
    featuredImageShape: artwork.featuredShape,
    gallery: artwork.gallery,
    medium: artwork.medium,
    material: artwork.material,
    year: artwork.year,
    style: artwork.style,
    size: artwork.size,
    price: priceShown ? toMajor(artwork.priceMinor, currency) : null,
    discountPrice: priceShown && discountPriceMinor !== null ? toMajor(discountPriceMinor, currency) : null,
    currency: { code: currency, tag: currencyTag(currency) },
    onSale: artwork.onSale,
    phidden: artwork.phidden,
    status: artwork.status,
    user: {
      _id: artwork.owner.id,
      slug: artwork.owner.slug,
      artistName: artwork.owner.name,
      avatar: artwork.owner.avatar,
    },
    createdAt: artwork.createdAt.toISOString(),
  };
}
