import type { Logger, Mailer } from '@easel/service-kit';
import type { CatalogDirectory, ContactDirectory } from './catalog-artwork';
import type { PaymentProvider } from './payment-provider';
import type { OrderRequestsRepository } from '../data-access/order-requests';
import type { OfferRulesRepository } from '../data-access/offer-rules';
import type { OrderLifecycleRepository } from '../data-access/order-lifecycle';

/** What requests, offers and the order lifecycle need; commerce's deps hold all of it (src/deps.ts). */
export interface RequestDeps {
  catalog: CatalogDirectory;
  contacts: ContactDirectory;
  mailer: Mailer;
  provider: PaymentProvider;
  requests: OrderRequestsRepository;
  offerRules: OfferRulesRepository;
  orderLifecycle: OrderLifecycleRepository;
  site: { publicUrl: string; productName: string };
  logger: Logger;
}
