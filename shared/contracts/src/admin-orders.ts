import { z } from 'zod';
import { adminPage } from './admin';
import type { OrderStatus, ShippingInfo } from './commerce';

export const ADMIN_ORDER_STATUSES = [
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** An order is refunded whole, as a cancel is, from any of these; a refund is recorded as the order's cancel. */
export const REFUNDABLE_STATUSES = ['paid', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];
export const REFUND_REFUSED = 'Only a paid, shipped or delivered order can be refunded';
/** A gift card's code is issued once it is paid: refunding its price would leave the code spendable. */
export const GIFT_CARD_NOT_REFUNDABLE =
  'This order holds a gift card whose code is issued already: it cannot be refunded here';

const isoDay = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD)`).optional();

/** GET /admin/orders (and commerce's GET /internal/orders): filters, all optional, and the page. */
export const adminOrdersQuery = z
  .object({
    status: z
      .enum(ADMIN_ORDER_STATUSES, { error: `Status must be one of ${ADMIN_ORDER_STATUSES.join(', ')}` })
      .optional(),
    from: isoDay('From'),
    to: isoDay('To'),
    /** a buyer's e-mail (or part of it) or an order number */
    q: z.string().trim().max(120, 'The search can be at most 120 characters').optional(),
    page: adminPage,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'From must not be after To',
    path: ['to'],
  });
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

/** One line of the orders list; money in major units of `currency`. */
export interface AdminOrderSummary {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  buyerEmail: string;
  /** what the buyer paid: the card's part and a gift code's part together */
  amount: number;
  currency: string;
  works: number;
}

export interface AdminOrdersAnswer {
  orders: AdminOrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One order as support sees it: items, buyer, how it was paid, and each status it took, when. */
export interface AdminOrderDetail {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  trackingNumber: string | null;
  buyer: { userId: string | null; email: string; name: string };
  shippingInfo: ShippingInfo;
  items: { slug: string; title: string; price: number; giftCard?: true }[];
  payment: {
    currency: string;
    subtotal: number;
    shipping: number;
    tax: number;
    /** the card's part (the provider's payment) */
    card: number;
    /** a gift card code's part: its last characters and the amount */
    giftCode: { code: string; amount: number } | null;
    refunded: boolean;
  };
  /** oldest first */
  history: { status: OrderStatus; at: string }[];
}

export interface AdminOrderAnswer {
  order: AdminOrderDetail;
}
