import { money } from './catalog-fields';
import { GIFT_CARD_ALONE, giftCardPurchase, giftCodeField, type GiftCodeUse } from './gift-checkout';
import { z } from './messages';
import { formatPrice } from './price-format';

// Spec §9's business constants for buying.
/** The cart page's tax: 8% of the subtotal (the checkout charges none). */
export const CART_TAX_RATE = 0.08;
/** The cart's free-shipping bar fills at this subtotal: progress = subtotal / 3000, capped at 100. */
export const FREE_SHIPPING_AT = 3000;
/** An offer must be at least 60% of the price. */
const OFFER_MIN_SHARE = 0.6;
/** A unique work is held for its buyer while the payment intent lives. */
export const HOLD_MINUTES = 15;
/** An accepted offer's checkout link lasts this long. */
export const OFFER_LINK_HOURS = 48;
export const CART_MAX = 50;

export const ADDRESS_INCOMPLETE = 'Please complete all address fields before proceeding.';
export const ARTISTS_CANNOT_BUY_OWN = 'Artists cannot purchase their own art';
export const REQUEST_SUBMITTED = 'Request Submitted Successfully, we will get back to you via email';
export const PAYMENT_INTENT_FAILED = 'Failed to create payment intent';
export const PAYMENT_FAILED = 'Payment failed';
export const CHECKOUT_FAILED = 'Checkout failed. Please try again.';
export const PAYMENT_SUCCEEDED = 'Payment successful!';
export const FREE_SHIPPING_NOTE = 'Free shipping on orders over $500!';
export const ORDER_NOT_FOUND = 'Order not found';

const slug = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(200, 'Slugs must be at most 200 characters');

/** Spec §3 "Shipping info": all eight fields are required after trimming (spec §5), each with the one alert. */
const addressField = (max: number) =>
  z
    .string({ error: ADDRESS_INCOMPLETE })
    .trim()
    .min(1, ADDRESS_INCOMPLETE)
    .max(max, `Address fields must be at most ${max} characters`);
export const shippingInfo = z.object(
  {
    firstName: addressField(60),
    lastName: addressField(60),
    email: addressField(120).pipe(z.email('Please enter a valid email')),
    address: addressField(200),
    city: addressField(100),
    state: addressField(100),
    zipCode: addressField(20),
    country: addressField(60),
  },
  { error: ADDRESS_INCOMPLETE },
);
export type ShippingInfo = z.infer<typeof shippingInfo>;
export const SHIPPING_FIELDS: readonly { name: keyof ShippingInfo; label: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'Zip code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country' },
];

/**
 * Spec §7's checkout item. Only id (the artwork's slug) is trusted; title and price are what the buyer saw and are
 * ignored: the server prices every item itself. A unique work is bought once, so quantity is 1.
 */
const checkoutItem = z.object({
  id: slug,
  title: z.string().max(500).optional(),
  price: z.unknown().optional(),
  quantity: z.literal(1, { error: 'Quantity must be 1: each artwork is unique' }).default(1),
});
const checkoutItems = z
  .array(checkoutItem, { error: 'Items must be a list of artworks' })
  .min(1, 'Your cart is empty')
  .max(CART_MAX, `At most ${CART_MAX} artworks in one order`)
  .refine(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
    'Each artwork can be in the order once',
  );

/** POST /payment/create-payment-intent: amount is total × 100, rounded (spec §9); refused when it is not the server's. */
export const createPaymentIntentInput = z
  .object({
    /** The works; left out when the checkout buys one gift card instead. */
    items: checkoutItems.optional(),
    /** /checkout?giftcard=: the one card this checkout buys, priced by the artist service. */
    giftCard: giftCardPurchase.optional(),
    /** A gift card's code that pays part or all of the works. */
    giftCode: giftCodeField.optional(),
    shippingInfo,
    amount: z
      .number({ error: 'Amount must be a whole number of cents' })
      .int('Amount must be a whole number of cents')
      .min(0, 'Amount must be a whole number of cents'),
    /** An accepted offer's checkout link: its one artwork at the agreed price. */
    offerToken: z.string().trim().max(200).optional(),
    /** The browser's own earlier intent: its holds pass to this checkout, so a guest who changes the e-mail is not locked out by their own hold. */
    heldIntentId: z.string().trim().max(200).optional(),
  })
  .refine((input) => input.items || input.giftCard, { path: ['items'], message: 'Your cart is empty' })
  .refine((input) => !(input.items && input.giftCard), { path: ['giftCard'], message: GIFT_CARD_ALONE });
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentInput>;

export interface CreatePaymentIntentAnswer {
  client_secret: string;
  payment_intent_id: string;
  /** minor units, and its currency code */
  amount: number;
  currency: string;
  /** ISO time when the hold on the works ends (HOLD_MINUTES after the intent) */
  heldUntil: string;
  /** 'local' or 'stripe': which card form the browser shows */
  provider: PaymentProviderName;
  /** the gift card code's part: `amount` is what is left for the card */
  giftCode?: GiftCodeUse;
  /** the code pays it all: no card step, the order is placed with /payment/finalize */
  covered?: boolean;
}
export type PaymentProviderName = 'local' | 'stripe';

/** GET /payment/config: which card form the browser shows, and Stripe's publishable key for it. */
export interface PaymentConfigAnswer {
  provider: PaymentProviderName;
  publishableKey: string | null;
}

/** GET /orders/offer/:token: an accepted offer's checkout, its one artwork at the agreed price; money in major units. */
export interface OfferCheckoutAnswer {
  slug: string;
  title: string;
  featuredImage: string;
  price: number;
  currency: string;
  expiresAt: string;
}

/** POST /payment/finalize */
export const finalizeInput = z.object({
  paymentIntentId: z
    .string({ error: 'Payment intent id is required' })
    .trim()
    .min(1, 'Payment intent id is required')
    .max(200),
  items: checkoutItems.optional(),
  shippingInfo: shippingInfo.optional(),
});
export type FinalizeInput = z.infer<typeof finalizeInput>;
export interface FinalizeAnswer {
  orderNumber: string;
}

/** The local provider's card step: what Stripe's confirmCardPayment does, for the embedded provider. */
export const localConfirmInput = z.object({
  clientSecret: z.string({ error: 'Client secret is required' }).trim().min(1).max(200),
  cardNumber: z.string({ error: 'Please enter the card number' }).trim().min(1, 'Please enter the card number').max(30),
  expiry: z.string({ error: 'Please enter the expiry date' }).trim().min(1, 'Please enter the expiry date').max(7),
  cvc: z.string({ error: 'Please enter the CVC' }).trim().min(1, 'Please enter the CVC').max(4),
  billing: z.object({
    name: z.string().max(130),
    email: z.string().max(120),
    address: z.record(z.string(), z.string().max(200)).optional(),
  }),
});
export type LocalConfirmInput = z.infer<typeof localConfirmInput>;
/** Stripe's PaymentIntent statuses that the browser sees. */
/** `requires_capture`: Stripe's card is authorised, and commerce captures it once the works' holds are this payment's. */
export type IntentStatus =
  'requires_payment_method' | 'requires_action' | 'requires_capture' | 'processing' | 'succeeded' | 'canceled';
export interface LocalConfirmAnswer {
  status: IntentStatus;
  /** the decline's message, as Stripe words it ('Your card was declined.', 'Your card has insufficient funds.') */
  error?: { message: string; code?: string; decline_code?: string };
}

export type OrderStatus = 'paid' | 'shipped' | 'delivered' | 'cancelled';

/** GET /orders/:orderId (spec §3 Order); money in major units of `pricing.currency`. */
export interface OrderAnswer {
  orderNumber: string;
  createdAt: string;
  orderStatus: OrderStatus;
  paymentStatus: 'Paid' | 'Refunded';
  trackingNumber: string | null;
  shippingInfo: ShippingInfo;
  /** giftCard: the line is a gift card (its code is mailed), not an artwork */
  items: {
    slug: string;
    title: string;
    description: string;
    featuredImage: string;
    price: number;
    quantity: 1;
    giftCard?: true;
  }[];
  /** giftCode: what a gift card's code paid (the total is what is left, paid by card) */
  pricing: {
    subtotal: number;
    shipping: number;
    tax: number;
    total: number;
    currency: string;
    giftCode?: { code: string; amount: number };
  };
}

/**
 * Where a cancelled order's payment goes back: the card's part to the card, a gift card code's part to that gift card's
 * balance ('€700 to your card and €300 to the balance of your gift card ••••-6789'). The cancel mail, the order page and
 * my orders say it to the buyer ('your'); the seller's cancel prompt of the buyer ("the buyer's").
 */
export function refundedTo(
  { total, currency, giftCode }: OrderAnswer['pricing'],
  whose: 'your' | "the buyer's" = 'your',
): string {
  const card = total > 0 ? [`${formatPrice(total, currency)} to ${whose} card`] : [];
  const gift = giftCode
    ? [`${formatPrice(giftCode.amount, currency)} to the balance of ${whose} gift card ${giftCode.code}`]
    : [];
  return [...card, ...gift].join(' and ');
}

/** A line of the cart as the server prices it now (GET /cart/lines?slugs=…). */
export interface CartLine {
  slug: string;
  title: string;
  featuredImage: string;
  medium: string;
  material: string;
  size: { width: number; height: number };
  artistName: string | null;
  /** null when the price is on request (phidden) */
  price: number | null;
  currency: { code: string; tag: string };
  /** 'available' counts in the totals; anything else is flagged and left out */
  state: 'available' | 'sold' | 'unpublished' | 'reserved' | 'price-on-request';
  /** when state is 'reserved': the ISO time the other buyer's hold ends */
  reservedUntil: string | null;
}
export interface CartLinesAnswer {
  lines: CartLine[];
}

/** PUT /cart: a signed-in user's cart, by slug (the browser keeps the rest). */
export const saveCartInput = z.object({
  slugs: z.array(slug, { error: 'Slugs must be a list' }).max(CART_MAX, `At most ${CART_MAX} artworks in a cart`),
});

const BUY_OPTIONS = ['buy', 'offer', 'Commission', 'Inquire Price'] as const;
export type BuyOption = (typeof BUY_OPTIONS)[number];

/**
 * POST /artwork/order-request (spec §3, §5). `password` holds the visitor's WhatsApp number, as the spec names it.
 * The rules that depend on who asks and on the price are in orderRequestProblem, shared by the form and the server.
 */
export const orderRequestInput = z.object({
  email: z.string().trim().max(120, 'Email must be at most 120 characters').default(''),
  password: z.string().trim().max(30, 'WhatsApp number must be at most 30 characters').default(''),
  offer: money('Offer', 0.01),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters').default(''),
  slug,
  buyOption: z.enum(BUY_OPTIONS, { error: `Buy option must be one of ${BUY_OPTIONS.join(', ')}` }),
});
export type OrderRequestInput = z.infer<typeof orderRequestInput>;

/** Spec §5 "Order request", in its order and words; price is null when it is hidden (the artist then judges the offer). */
export function orderRequestProblem(
  input: OrderRequestInput,
  asker: { signedIn: boolean; ownsTheWork: boolean },
  price: number | null,
): string | undefined {
  if (asker.ownsTheWork) return ARTISTS_CANNOT_BUY_OWN;
  if (!asker.signedIn && !input.email) return 'Please enter email';
  if (!asker.signedIn && !z.email().safeParse(input.email).success) return 'Please enter a valid email';
  if (input.buyOption === 'buy' && !input.message) return 'Please enter your Shipping Address ';
  if (input.buyOption === 'offer' && input.offer === undefined) return 'Please enter your offer';
  if (input.buyOption === 'offer' && price !== null && input.offer! < price * OFFER_MIN_SHARE)
    return 'Offer should be at least 60% of the price';
  if (input.buyOption === 'Commission' && !input.message) return 'Please enter your Request ';
}

/** Spec §4's badge beside an offer: its share of the price. */
export function offerBadge(
  offer: number,
  price: number,
): { label: 'Too high' | 'Great' | 'Too low'; tone: 'red' | 'green' | 'neutral' } {
  const share = offer / price;
  if (share > 1) return { label: 'Too high', tone: 'red' };
  if (share > OFFER_MIN_SHARE) return { label: 'Great', tone: 'green' };
  return { label: 'Too low', tone: 'neutral' };
}

export type OfferState = 'open' | 'accepted' | 'declined' | 'countered' | 'expired';

/** A request in the artist's list (GET /orders/requests). */
export interface OrderRequestView {
  id: string;
  slug: string;
  artTitle: string;
  buyOption: BuyOption;
  email: string;
  whatsapp: string | null;
  offer: number | null;
  counter: number | null;
  currency: string | null;
  message: string;
  state: OfferState;
  createdAt: string;
}

/** POST /orders/requests/:id/answer: the artist accepts, declines or counters an offer. */
export const answerOfferInput = z.discriminatedUnion(
  'answer',
  [
    z.object({ answer: z.literal('accept') }),
    z.object({ answer: z.literal('decline') }),
    // Checked on the object: a refine on the optional field itself is skipped when the field is missing.
    z
      .object({ answer: z.literal('counter'), amount: money('Counter offer', 0.01) })
      .refine((counter) => counter.amount !== undefined, {
        path: ['amount'],
        message: 'Please enter your counter offer',
      }),
  ],
  { error: 'Answer must be accept, decline or counter' },
);

/** GET|PUT /orders/offer-rules/:slug's answer, in major units of the work's currency; null where no rule is set. */
export interface OfferRulesAnswer {
  slug: string;
  floor: number | null;
  acceptAt: number | null;
  currency: string;
}

/** PUT /orders/offer-rules/:slug: offers under `floor` are declined at once, offers at or above `acceptAt` accepted at once. */
export const offerRulesInput = z
  .object({ floor: money('Floor', 0.01), acceptAt: money('Accept at', 0.01) })
  .refine(({ floor, acceptAt }) => floor === undefined || acceptAt === undefined || floor < acceptAt, {
    path: ['acceptAt'],
    message: 'Accept at must be above the floor',
  });

/** POST /orders/:orderId/ship */
export const shipOrderInput = z.object({
  trackingNumber: z
    .string({ error: 'Please enter the tracking number' })
    .trim()
    .min(1, 'Please enter the tracking number')
    .max(60, 'Tracking number must be at most 60 characters'),
});
