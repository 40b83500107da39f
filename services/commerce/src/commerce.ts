import { applyOnce, createMailer, createOutbox, type EventHandler, type ServiceContext } from '@easel/service-kit';
import { createCartsRepository } from './data-access/carts-repository';
import { createCatalogDirectory } from './data-access/catalog-directory';
import { createCheckoutRecords } from './data-access/checkout-records';
import { createContactDirectory } from './data-access/contact-directory';
import { createGiftCardDirectory } from './data-access/gift-card-directory';
import { createHoldsRepository } from './data-access/holds-repository';
import { createOfferRulesRepository } from './data-access/offer-rules';
import { createOrderLifecycleRepository } from './data-access/order-lifecycle';
import { createArtistInbox } from './data-access/artist-inbox';
import { createOrderRequestsRepository } from './data-access/order-requests';
import { createOrdersRepository } from './data-access/orders-repository';
import { orderCancelledHandlers } from './domain/order-cancelled';
import { createPaymentProvider, PROVIDER_EVENT } from './data-access/payment-providers';
import type { CatalogDirectory, ContactDirectory } from './domain/catalog-artwork';
import type { CommerceDeps } from './domain/commerce-deps';
import { agreedPrice } from './domain/offer-checkout';
import type { RequestDeps } from './domain/order-request-deps';
import { orderPaidHandlers } from './domain/order-paid';
import { keepHoldsOfIntent } from './domain/payment-holds';
import { orderRequestInboxHandlers } from './domain/order-request-inbox';
import type { PaymentProvider } from './domain/payment-provider';
import { providerEventHandler } from './domain/provider-events';
import type { CommerceConfig } from './config';

/** Checkout's deps and those of requests, offers and the order lifecycle: one object, one outbox. */
export type ServiceDeps = CommerceDeps & RequestDeps;

export interface CommerceOptions {
  /** Stand-ins for catalog, identity and the card provider; tests may pass their own. */
  catalog?: CatalogDirectory;
  /** How long catalog may take to answer; a test that loads one process with 50 buyers gives it longer. */
  catalogTimeoutMs?: number;
  contacts?: ContactDirectory;
  provider?: (deps: ServiceDeps) => PaymentProvider;
}

/** Wires the repositories, the provider, the outbox and its handlers, and the clients of catalog and identity. */
export function createCommerceDeps(
  { config, db, logger, internal }: ServiceContext<CommerceConfig>,
  options: CommerceOptions = {},
): ServiceDeps {
  // Filled once the deps they use exist; the relay looks a handler up only when an event arrives.
  const handlers: Record<string, EventHandler> = {};
  const outbox = createOutbox({ db, logger, handlers });
  const requests = createOrderRequestsRepository(db, outbox);
  const orderLifecycle = createOrderLifecycleRepository(db, outbox);
  const deps: ServiceDeps = {
    db,
    catalog: options.catalog ?? createCatalogDirectory(internal, config.CATALOG_URL, logger, options.catalogTimeoutMs),
    contacts: options.contacts ?? createContactDirectory(internal, config.IDENTITY_URL),
    giftCards: createGiftCardDirectory(internal, config.ARTIST_URL, logger),
    provider: undefined as unknown as PaymentProvider,
    holds: createHoldsRepository(db),
    checkouts: createCheckoutRecords(db),
    orders: createOrdersRepository(db, outbox),
    carts: createCartsRepository(db),
    offers: { agreedPrice: (token) => agreedPrice(deps, token) },
    requests,
    offerRules: createOfferRulesRepository(db),
    orderLifecycle,
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
  deps.provider =
    options.provider?.(deps) ??
    createPaymentProvider(config, db, outbox, (trx, intentId) => keepHoldsOfIntent(deps, trx, intentId));
  Object.assign(handlers, orderPaidHandlers(deps), orderCancelledHandlers(deps), {
    [PROVIDER_EVENT]: providerEventHandler(deps),
  });
  Object.assign(handlers, orderRequestInboxHandlers(createArtistInbox(internal, config.ARTIST_URL)));
  return deps;
}
