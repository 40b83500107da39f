import { AppError, ConflictError, NotFoundError } from '@easel/service-kit';
import { artworksOf, type CheckoutRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { OrderExistsError, WorkAlreadySoldError } from './errors';
import { releaseGiftHold } from './gift-card-checkout';
import { newOrderNumber } from './order-number';
import { orderPaidEvents } from './order-paid';
import { keepHoldsForPayment } from './payment-holds';
import type { ProviderIntent } from './payment-provider';
import { runSteps, type Step } from './steps';

const PAYMENT_NOT_FOUND = 'Payment not found';
const PAYMENT_NOT_SUCCEEDED = 'The payment has not succeeded';
const SOLD_MEANWHILE = 'An artwork of this order was sold to another buyer first: your payment has been refunded';
const GIFT_HOLD_ENDED = "The gift card's hold ended before the payment was made: please check out again";
const GIFT_HOLD_ENDED_REFUNDED =
  "The gift card's hold ended before the payment was made: your card payment has been refunded";

type Deps = Pick<CommerceDeps, 'orders' | 'checkouts' | 'provider' | 'logger' | 'giftCards' | 'holds'>;

/** A payment as its steps fill it in: the card's intent once checked, the order once placed. */
interface Payment {
  record: CheckoutRecord;
  intent?: ProviderIntent;
  orderNumber?: string;
}

/** An intent the gift card's code pays in full has no card provider: the code's capture is its payment. */
const paidByCard = (record: CheckoutRecord) => record.provider !== 'gift-card';

/** Stripe's card is authorised at confirm and captured here (manual capture), so a refusal now moves no money. */
const authorised = (intent: ProviderIntent | undefined) => intent?.status === 'requires_capture';

/** The card's money goes back as the provider holds it now (authorised: let go; paid: refunded), and the gift hold. */
async function giveBack(deps: Deps, { record }: Payment): Promise<void> {
  const id = record.paymentIntentId;
  const intent = paidByCard(record) ? await deps.provider.retrieveIntent(id) : undefined;
  if (authorised(intent)) await deps.provider.cancelIntent(id, `cancel-refused-${id}`);
  else if (intent?.status === 'succeeded') await deps.provider.refund(id, `refund-refused-${id}`);
  if (record.giftMinor > 0) await releaseGiftHold(deps, id);
}

/** The provider must say the card's intent was paid or authorised for the amount recorded with it. */
const checkPayment = (deps: Deps): Step<Payment> => ({
  name: 'check payment',
  async run(state) {
    if (!paidByCard(state.record)) return state;
    const intent = await deps.provider.retrieveIntent(state.record.paymentIntentId);
    if (!intent || (intent.status !== 'succeeded' && !authorised(intent)))
      throw new ConflictError(PAYMENT_NOT_SUCCEEDED);
    if (intent.amountMinor !== state.record.amountMinor || intent.currency.toUpperCase() !== state.record.currency) {
      deps.logger.error(
        { paymentIntentId: state.record.paymentIntentId, paid: intent.amountMinor, recorded: state.record.amountMinor },
        'a payment does not match what it was made for',
      );
      throw new ConflictError(PAYMENT_NOT_SUCCEEDED);
    }
    return { ...state, intent };
  },
  undo: (state) => giveBack(deps, state),
});

/**
 * Before money is taken, the works' holds become this payment's for good; one gone to another checkout refuses it. A
 * card paid already (the local provider keeps the holds at its confirm) goes on: its order decides.
 */
const keepHolds = (deps: Deps): Step<Payment> => ({
  name: 'keep holds',
  async run(state) {
    try {
      await keepHoldsForPayment(deps, state.record);
    } catch (error) {
      if (!(error instanceof ConflictError) || state.intent?.status !== 'succeeded') throw error;
    }
    return state;
  },
  undo: ({ record }) => deps.holds.letGo(record.paymentIntentId),
});

/**
 * The code's hold becomes spent before the order is written, so an order never has a gift card line it did not get.
 * Only this intent's own hold is captured (its id is the hold's). A work sold meanwhile, or an ended hold, refuses it.
 */
const captureGiftCode = (deps: Deps): Step<Payment> => ({
  name: 'capture gift code',
  async run(state) {
    const { record } = state;
    if (!record.giftMinor) return state;
    const sold = await deps.orders.soldSlugs(artworksOf(record.items).map((item) => item.slug));
    if (sold.length) throw new ConflictError(SOLD_MEANWHILE);
    try {
      await deps.giftCards.capture(record.paymentIntentId);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      deps.logger.warn(
        { paymentIntentId: record.paymentIntentId, reason: error.message },
        'a gift card hold could not be captured',
      );
      throw new ConflictError(paidByCard(record) ? GIFT_HOLD_ENDED_REFUNDED : GIFT_HOLD_ENDED);
    }
    if (!paidByCard(record)) await deps.checkouts.markCoveredPaid(record.paymentIntentId);
    return state;
  },
  async undo({ record }) {
    if (record.giftMinor) await deps.giftCards.refund(record.paymentIntentId);
  },
});

/** Stripe's card is authorised at confirm and captured here (manual capture), once nothing else can refuse it. */
const captureCard = (deps: Deps): Step<Payment> => ({
  name: 'capture card',
  async run(state) {
    const id = state.record.paymentIntentId;
    if (authorised(state.intent)) await deps.provider.capture(id, `capture-${id}`);
    return state;
  },
});

/** The order, its works and its events are written at once; a race with the same payment answers that order. */
const placeOrder = (deps: Deps): Step<Payment> => ({
  name: 'place order',
  async run(state) {
    const { record } = state;
    const paymentIntentId = record.paymentIntentId;
    const subtotal = record.items.reduce((sum, item) => sum + item.priceMinor, 0);
    const order = {
      orderNumber: newOrderNumber(),
      userId: record.userId,
      paymentIntentId,
      orderStatus: 'paid' as const,
      shippingInfo: record.shippingInfo,
      items: record.items,
      subtotalMinor: subtotal,
      shippingMinor: 0,
      taxMinor: 0,
      totalMinor: subtotal - record.giftMinor,
      currency: record.currency,
      buyerEmail: record.shippingInfo.email,
      giftCodeHint: record.giftCodeHint,
      giftMinor: record.giftMinor,
    };
    try {
      const placed = await deps.orders.place(order, (orderId) => orderPaidEvents(order, orderId));
      return { ...state, orderNumber: placed.orderNumber };
    } catch (error) {
      if (error instanceof OrderExistsError)
        return { ...state, orderNumber: (await deps.orders.byIntent(paymentIntentId))!.orderNumber };
      if (!(error instanceof WorkAlreadySoldError)) throw error;
      // A hold lapsed and another buyer paid first: this payment buys nothing, so it goes back.
      deps.logger.warn({ paymentIntentId }, 'a payment came after its work was sold; refunded');
      throw new ConflictError(SOLD_MEANWHILE);
    }
  },
});

/** A refusal gives the money back; an outage (a 5xx, a lost connection) leaves it all for the retry to finish. */
const refused = (error: unknown) => error instanceof AppError && error.status < 500;

/**
 * The one way an order is made (finalize, the webhook and the local provider's events all come here): the payment is
 * checked, the works' holds kept, the code's hold and an authorised card captured, and the order placed. A step that
 * refuses the payment undoes the ones before it, so the buyer's money goes back. A payment already made into an order
 * answers that order.
 */
export async function completePayment(deps: Deps, paymentIntentId: string): Promise<{ orderNumber: string }> {
  const existing = await deps.orders.byIntent(paymentIntentId);
  if (existing) return { orderNumber: existing.orderNumber };
  const record = await deps.checkouts.find(paymentIntentId);
  if (!record) throw new NotFoundError(PAYMENT_NOT_FOUND);
  const steps = [checkPayment(deps), keepHolds(deps), captureGiftCode(deps), captureCard(deps), placeOrder(deps)];
  const paid = await runSteps(steps, { record }, { logger: deps.logger, undoesOn: refused });
  return { orderNumber: paid.orderNumber! };
}

/** POST /payment/finalize: a signed-in buyer's payment is finalized by that buyer; a guest's intent id is a secret. */
export async function finalizePayment(
  deps: Deps,
  paymentIntentId: string,
  userId: string | undefined,
): Promise<{ orderNumber: string }> {
  const record = await deps.checkouts.find(paymentIntentId);
  if (record?.userId && record.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
  return completePayment(deps, paymentIntentId);
}
