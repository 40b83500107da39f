import type { Migration } from '@easel/service-kit';
import { createCarts } from './001-carts';
import { createPaymentIntents } from './002-payment-intents';
import { createOrders } from './003-orders';
import { createOrderRequests } from './004-order-requests';
import { createCheckout } from './005-checkout';
import { createOffers } from './006-offers';
import { releaseCancelledWorks } from './007-released-works';
import { giftCardCheckout } from './008-gift-cards';
import { keepPaidHolds } from './009-paid-holds';

export const migrations: Migration[] = [
  createCarts,
  createPaymentIntents,
  createOrders,
  createOrderRequests,
  createCheckout,
  createOffers,
  releaseCancelledWorks,
  giftCardCheckout,
  keepPaidHolds,
];
