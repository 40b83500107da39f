import {
  createApp,
  createLogger,
  createOutbox,
  createTestDb,
  type Outbox,
  type OutboxEvent,
  type TestDb,
} from '@easel/service-kit';
import type { Express } from 'express';
import { migrations } from '../migrations';
import { isLocalPayments, PROVIDER_EVENT, recordProviderEvent } from '../src/data-access/payment-providers';
import type { PaymentProvider } from '../src/domain/payment-provider';
import { providerRoutes } from '../src/entry-points/http/provider-routes';

/** The provider routes on a fresh commerce database, as the service mounts them (JSON read first, by the kit's app). */
export async function startProviderApp(makeProvider: (testDb: TestDb, outbox: Outbox) => PaymentProvider) {
  const testDb = await createTestDb('commerce', migrations);
  const logger = createLogger('commerce', 'silent');
  const outbox = createOutbox({ db: testDb.db, logger });
  const provider = makeProvider(testDb, outbox);
  const app: Express = createApp({
    logger,
    routes: providerRoutes({
      provider,
      localPayments: isLocalPayments(provider) ? provider : undefined,
      recordProviderEvent: (event) => recordProviderEvent(testDb.db, outbox, event),
    }),
    readiness: async () => undefined,
  });
  /** The provider events written so far, oldest first. */
  const providerEvents = async (): Promise<OutboxEvent[]> =>
    testDb
      .db('outbox')
      .select('id', 'type', 'payload', 'attempts')
      .where({ type: PROVIDER_EVENT })
      .orderBy('created_at');
  return { app, db: testDb.db, provider, providerEvents, stop: () => testDb.drop() };
}
