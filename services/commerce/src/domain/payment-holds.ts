import { ConflictError } from '@easel/service-kit';
import type { HoldTransaction } from '../data-access/holds-repository';
import { artworksOf, type CheckoutRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';

const holdGoneMessage = (title: string) =>
  `'${title}' is no longer reserved for this payment: nothing was charged. Please check out again`;

type Deps = Pick<CommerceDeps, 'holds' | 'checkouts'>;

/**
 * Only the buyer who holds the works may be charged: the checkout's holds are kept for its payment until its order
 * lets the works go, or the payment is refused with the work whose hold went to another checkout. A gift card alone
 * holds nothing.
 */
export async function keepHoldsForPayment(deps: Deps, record: CheckoutRecord, trx?: HoldTransaction): Promise<void> {
  const works = artworksOf(record.items);
  if (!works.length) return;
  const [gone] = await deps.holds.keepForPayment(
    record.paymentIntentId,
    works.map((item) => item.slug),
    trx,
  );
  if (gone) throw new ConflictError(holdGoneMessage(works.find((item) => item.slug === gone)!.title));
}

/** The local provider's check, in the transaction of a card's success: an intent commerce never recorded holds nothing. */
export async function keepHoldsOfIntent(deps: Deps, trx: HoldTransaction, paymentIntentId: string): Promise<void> {
  const record = await deps.checkouts.find(paymentIntentId, trx);
  if (record) await keepHoldsForPayment(deps, record, trx);
}
