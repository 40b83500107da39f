import type { Db, Logger, Mailer, Outbox } from '@easel/service-kit';
import type { CartsRepository } from '../data-access/carts-repository';
import type { CheckoutRecords } from '../data-access/checkout-records';
import type { HoldsRepository } from '../data-access/holds-repository';
import type { OrdersRepository } from '../data-access/orders-repository';
import type { CatalogDirectory, ContactDirectory } from './catalog-artwork';
import type { GiftCardDirectory } from './gift-cards';
import type { AgreedPrice } from './offer-checkout';
import type { PaymentProvider } from './payment-provider';

/** Everything commerce's rules work with; built once per service in src/deps.ts. */
export interface CommerceDeps {
  db: Db;
  catalog: CatalogDirectory;
  contacts: ContactDirectory;
  /** the artist service's gift cards: a card's price, a code's holds, a paid card's code */
  giftCards: GiftCardDirectory;
  provider: PaymentProvider;
  holds: HoldsRepository;
  checkouts: CheckoutRecords;
  orders: OrdersRepository;
  carts: CartsRepository;
  /** An accepted offer's checkout link: its work and agreed price; throws a clear 4xx when unknown, used or expired. */
  offers: { agreedPrice(token: string): Promise<AgreedPrice> };
  /** commerce's events (order-paid effects, the local provider's events), delivered by its relay (the service's job) */
  outbox: Outbox;
  /** Runs an event's effect once per event id (service-kit's applyOnce on commerce's database). */
  applyOnce(eventId: string, work: () => Promise<void>): Promise<boolean>;
  mailer: Mailer;
  site: { publicUrl: string; productName: string };
  logger: Logger;
}
