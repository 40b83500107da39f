import type { ShippingInfo } from '@easel/contracts';

/** A work as it was priced for a checkout: kept with the intent, then with the order. */
export interface CheckoutItem {
  slug: string;
  title: string;
  description: string;
  featuredImage: string;
  priceMinor: number;
  artistId: string;
  /** a gift card line (its code is issued once paid), not a unique work: no hold, no sale mark, no shipping */
  giftCard?: true;
}

/** The lines that are artworks: held, marked sold, shipped. */
export const artworksOf = (items: CheckoutItem[]) => items.filter((item) => !item.giftCard);

/** What a gift card's code pays of a checkout or an order: its last characters, and the amount taken off. */
interface GiftCodePart {
  giftCodeHint: string | null;
  giftMinor: number;
}

/** What a payment intent pays for, as commerce recorded it when the intent was made. */
export interface CheckoutRecord extends GiftCodePart {
  paymentIntentId: string;
  /** 'gift-card' when the code pays it all and no card provider has the intent */
  provider?: string;
  amountMinor: number;
  currency: string;
  userId: string | null;
  buyerKey: string;
  offerToken: string | null;
  items: CheckoutItem[];
  shippingInfo: ShippingInfo;
}

export interface OrderRecord extends GiftCodePart {
  id: string;
  orderNumber: string;
  userId: string | null;
  paymentIntentId: string;
  orderStatus: 'paid' | 'shipped' | 'delivered' | 'cancelled';
  shippingInfo: ShippingInfo;
  items: CheckoutItem[];
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  currency: string;
  buyerEmail: string;
  trackingNumber: string | null;
  createdAt: Date;
}
