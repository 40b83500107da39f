import type { ShippingInfo } from '@easel/contracts/src/commerce';

/** A work as it was priced for a checkout: kept with the intent, then with the order. */
export interface CheckoutItem {
  slug: string;
  title: string;
  description: string;
  featuredImage: string;
  priceMinor: number;
  artistId: string;
}

/** What a payment intent pays for, as commerce recorded it when the intent was made. */
export interface CheckoutRecord {
  paymentIntentId: string;
  amountMinor: number;
  currency: string;
  userId: string | null;
  buyerKey: string;
  offerToken: string | null;
  items: CheckoutItem[];
  shippingInfo: ShippingInfo;
}

export interface OrderRecord {
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
