import type { ArtworkCard, ArtworkDetail } from '@easel/contracts/src/catalog';
import type { Artwork } from './artwork';
import { currencyTag, toMajor } from './money';

/** The card-sized artwork of a listing, in the spec's field names. */
export function toArtworkSummary(artwork: Artwork): ArtworkCard {
  const { currency } = artwork;
  return {
    _id: artwork.id,
    slug: artwork.slug,
    title: artwork.title,
    featuredImage: artwork.featuredImage,
    gallery: artwork.gallery,
    medium: artwork.medium,
    material: artwork.material,
    year: artwork.year,
    style: artwork.style,
    size: artwork.size,
    price: toMajor(artwork.priceMinor, currency),
    discountPrice: artwork.discountPriceMinor === null ? null : toMajor(artwork.discountPriceMinor, currency),
    currency: { code: currency, tag: currencyTag(currency) },
    onSale: artwork.onSale,
    phidden: artwork.phidden,
    status: artwork.status,
    user: { _id: artwork.owner.id, slug: artwork.owner.slug, artistName: artwork.owner.name, avatar: artwork.owner.avatar },
    createdAt: artwork.createdAt.toISOString(),
  };
}

/** The whole artwork for its page and for the owner's edit form. */
export function toArtworkDetail(artwork: Artwork): ArtworkDetail {
  const card = toArtworkSummary(artwork);
  return {
    ...card,
    description: artwork.description,
    medium2: artwork.medium2 ?? '',
    allowoffers: artwork.allowoffers ?? '',
    user: { ...card.user, artistPage: { about: { img: artwork.owner.aboutImg } } },
    updatedAt: artwork.updatedAt.toISOString(),
  };
}
