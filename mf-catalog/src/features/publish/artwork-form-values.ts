import {
  OFFERS_ALLOWED,
  SOLD_STATUS,
  type artworkInput,
  type ArtworkDetail,
  type ArtworkInputPayload,
  type CurrencyCode,
} from '@easel/contracts';
import type { useContractForm } from '@easel/ui';

/** What the form's inputs hold: text as typed, so every input is kept while its message shows. */
export interface ArtworkFormValues {
  title: string;
  description: string;
  medium: string;
  medium2: string;
  material: string;
  year: string;
  style: string;
  size: { width: string; height: string };
  price: string;
  discountPrice: string;
  currency: CurrencyCode;
  onSale: boolean;
  phidden: boolean;
  sold: boolean;
  allowoffers: boolean;
}

export interface ArtworkMedia {
  featuredImage: string;
  gallery: string[];
}

export type ArtworkFormState = ReturnType<typeof useContractForm<typeof artworkInput, ArtworkFormValues>>;

export const EMPTY_ARTWORK: ArtworkFormValues = {
  title: '',
  description: '',
  medium: '',
  medium2: '',
  material: '',
  year: '',
  style: '',
  size: { width: '', height: '' },
  price: '',
  discountPrice: '',
  currency: 'EUR',
  onSale: true,
  phidden: false,
  sold: false,
  allowoffers: false,
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function valuesOf(art: ArtworkDetail): ArtworkFormValues {
  return {
    title: art.title,
    description: art.description,
    medium: art.medium,
    medium2: art.medium2,
    material: art.material,
    year: text(art.year),
    style: art.style ?? '',
    size: { width: text(art.size.width), height: text(art.size.height) },
    price: art.onSale || (art.price ?? 0) > 0 ? text(art.price) : '',
    discountPrice: text(art.discountPrice),
    currency: art.currency.code as CurrencyCode,
    onSale: art.onSale,
    phidden: art.phidden,
    sold: art.status === SOLD_STATUS,
    allowoffers: art.allowoffers === OFFERS_ALLOWED,
  };
}

/** The body of POST /artwork/new and PUT /artwork/edit: numbers go as typed (the contract reads them), prices only when on sale. */
export function payloadOf(values: ArtworkFormValues, media: ArtworkMedia): ArtworkInputPayload {
  return {
    title: values.title,
    description: values.description,
    featuredImage: media.featuredImage,
    gallery: media.gallery,
    medium: values.medium,
    medium2: values.medium2,
    material: values.material,
    year: values.year,
    style: values.style,
    size: values.size,
    price: values.onSale ? values.price : '',
    discountPrice: values.onSale ? values.discountPrice : '',
    currency: values.currency,
    onSale: values.onSale,
    phidden: values.phidden,
    status: values.sold ? SOLD_STATUS : '',
    allowoffers: values.allowoffers ? OFFERS_ALLOWED : '',
  };
}
