import { applyOnce, createMailer, createOutbox, type Outbox, type ServiceContext } from '@easel/service-kit';
import type { CommerceConfig } from './config';
import { createAdminOrders } from './data-access/admin-orders';
import { createArtistInbox } from './data-access/artist-inbox';
import { createArtistSales, type ArtistSales } from './data-access/artist-sales';
import { createBuyerOrders, type BuyerOrders } from './data-access/buyer-orders';
import { createCartsRepository } from './data-access/carts-repository';
import { createCatalogDirectory } from './data-access/catalog-directory';
import { createCheckoutRecords } from './data-access/checkout-records';
import { createContactDirectory } from './data-access/contact-directory';
import { createGiftCardDirectory } from './data-access/gift-card-directory';
import { createHoldsRepository } from './data-access/holds-repository';
import type { LocalPayments } from './data-access/local-payments';
import { createOfferRulesRepository } from './data-access/offer-rules';
import { createOrderLifecycleRepository } from './data-access/order-lifecycle';
import { createOrderRequestsRepository } from './data-access/order-requests';
import { createOrdersRepository } from './data-access/orders-repository';
import {
  createPaymentProvider,
  isLocalPayments,
  PROVIDER_EVENT,
  recordProviderEvent,
} from './data-access/payment-providers';
import type { AdminOrderDeps } from './domain/admin-orders';
import type { CatalogDirectory, ContactDirectory } from './domain/catalog-artwork';
import type { CommerceDeps } from './domain/commerce-deps';
import { agreedPrice } from './domain/offer-checkout';
import { orderCancelledHandlers } from './domain/order-cancelled';
import { orderPaidHandlers } from './domain/order-paid';
import type { RequestDeps } from './domain/order-request-deps';
import { orderRequestInboxHandlers } from './domain/order-request-inbox';
import { keepHoldsOfIntent } from './domain/payment-holds';
import type { PaymentProvider, ProviderEvent } from './domain/payment-provider';
import { providerEventHandler } from './domain/provider-events';

/** Checkout's deps, those of requests, offers, the order lifecycle and the admin's orders, and the routes' reads. */
export interface CommerceServiceDeps extends CommerceDeps, RequestDeps, AdminOrderDeps {
  /** The embedded provider's card form; undefined when cards go through Stripe. */
  localPayments?: LocalPayments;
  /** A webhook's event joins the provider's own in the outbox. */
  recordProviderEvent(event: ProviderEvent): Promise<void>;
  buyerOrders: BuyerOrders;
  artistSales: ArtistSales;
}

export interface CommerceOptions {
  /** Stand-ins for catalog, identity and the card provider; tests may pass their own. */
  catalog?: CatalogDirectory;
  /** How long catalog may take to answer; a test that loads one process with 50 buyers gives it longer. */
  catalogTimeoutMs?: number;
  contacts?: ContactDirectory;
  provider?: (store: { db: CommerceDeps['db']; outbox: Outbox }) => PaymentProvider;
}

/** Wires the repositories, the provider, the outbox and its handlers, and the clients of the other services. */
export function createCommerceDeps(
  { config, db, logger, internal }: ServiceContext<CommerceConfig>,
  options: CommerceOptions = {},
): CommerceServiceDeps {
  const outbox = createOutbox({ db, logger });
  const holds = createHoldsRepository(db);
  const checkouts = createCheckoutRecords(db);
  const requests = createOrderRequestsRepository(db, outbox);
  const orderLifecycle = createOrderLifecycleRepository(db, outbox);
  const provider =
    options.provider?.({ db, outbox }) ??
    createPaymentProvider(config, db, outbox, (trx, intentId) =>
      keepHoldsOfIntent({ holds, checkouts }, trx, intentId),
    );
  const deps: CommerceServiceDeps = {
    db,
    catalog: options.catalog ?? createCatalogDirectory(internal, config.CATALOG_URL, logger, options.catalogTimeoutMs),
    contacts: options.contacts ?? createContactDirectory(internal, config.IDENTITY_URL),
    giftCards: createGiftCardDirectory(internal, config.ARTIST_URL, logger),
    provider,
    localPayments: isLocalPayments(provider) ? provider : undefined,
    recordProviderEvent: (event) => recordProviderEvent(db, outbox, event),
    holds,
    checkouts,
    orders: createOrdersRepository(db, outbox),
    carts: createCartsRepository(db),
    offers: { agreedPrice: (token) => agreedPrice({ requests, orderLifecycle }, token) },
    requests,
    offerRules: createOfferRulesRepository(db),
    orderLifecycle,
    adminOrders: createAdminOrders(db),
    buyerOrders: createBuyerOrders(db),
    artistSales: createArtistSales(db),
    outbox,
    applyOnce: (eventId, work) => applyOnce(db, eventId, () => work()),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      from: `${config.PRODUCT_NAME} <${config.SUPPORT_EMAIL}>`,
    }),
    site: { publicUrl: config.PUBLIC_URL, productName: config.PRODUCT_NAME },
    logger,
  };
  outbox.handle({
    ...orderPaidHandlers(deps),
    ...orderCancelledHandlers(deps),
    [PROVIDER_EVENT]: providerEventHandler(deps),
    ...orderRequestInboxHandlers(createArtistInbox(internal, config.ARTIST_URL)),
  });
  return deps;
}
