import { ORDER_NOT_FOUND, refundedTo, type OrderAnswer } from '@easel/contracts';
import { ConflictError, NotAllowedError, NotFoundError, ServiceUnavailableError } from '@easel/service-kit';
import type { OrderStep } from '../data-access/order-lifecycle';
import type { OrderRecord } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import type { RequestDeps } from './order-request-deps';
import { orderCancelledEvents } from './order-cancelled';
import { orderPricing, orderView } from './order-view';

export type LifecycleDeps = RequestDeps & Pick<CommerceDeps, 'orders'>;
export type OrderAction = 'ship' | 'deliver' | 'cancel';

const ONLY_ORDER_ARTIST = "Only the artist of this order's works can do that";
const CANCEL_ALL_WORKS = 'Only an artist of every work in this order can cancel it: the whole payment is refunded';
const ORDERS_SHOWN = 100;

const STEPS: Record<OrderAction, Omit<OrderStep, 'trackingNumber'>> = {
  ship: { from: 'paid', to: 'shipped', stamp: 'shipped_at' },
  deliver: { from: 'shipped', to: 'delivered', stamp: 'delivered_at' },
  cancel: { from: 'paid', to: 'cancelled', stamp: 'cancelled_at' },
};

// Why a step cannot be taken from where the order is now, in the artist's words.
const REFUSALS: Record<OrderAction, string> = {
  ship: 'Only a paid order can be shipped',
  deliver: 'Only a shipped order can be marked delivered',
  cancel: 'Only an order not yet shipped can be cancelled',
};

/** GET /orders?as=buyer|artist: the orders the user placed, or those holding one of their works, newest first. */
export async function ordersOf(deps: LifecycleDeps, userId: string, as: 'buyer' | 'artist'): Promise<OrderAnswer[]> {
  const numbers = await deps.orderLifecycle.orderNumbers(
    as === 'buyer' ? { buyerId: userId } : { artistId: userId },
    ORDERS_SHOWN,
  );
  return Promise.all(numbers.map((orderNumber) => orderView(deps, orderNumber, userId)));
}

/**
 * The artist moves an order along: paid → shipped (with its tracking number) → delivered, or paid → cancelled, which
 * refunds the whole payment: the card's part through the provider first, then a gift card code's part through the
 * outbox (the artist service gives the hold back). The buyer is mailed each step.
 */
export async function moveOrder(
  deps: LifecycleDeps,
  artistId: string,
  orderNumber: string,
  action: OrderAction,
  trackingNumber?: string,
): Promise<OrderAnswer> {
  const order = orderNumber.length <= 40 ? await deps.orders.byNumber(orderNumber) : undefined;
  // A gift card line is not the artist's to ship or cancel: its code is issued already.
  const artistsWorks = order?.items.filter((item) => !item.giftCard && item.artistId === artistId).length ?? 0;
  if (!order || (artistsWorks === 0 && order.userId !== artistId)) throw new NotFoundError(ORDER_NOT_FOUND);
  if (artistsWorks === 0) throw new NotAllowedError(ONLY_ORDER_ARTIST);
  if (action === 'cancel' && artistsWorks < order.items.length) throw new NotAllowedError(CANCEL_ALL_WORKS);

  const step = { ...STEPS[action], trackingNumber };
  // The step is claimed first, so a cancel and a ship never both happen; a refund that fails gives the claim back.
  const was = await deps.orderLifecycle.step(order.id, step);
  if (was !== step.from) throw new ConflictError(`${REFUSALS[action]}; this one is ${was}`);
  if (action === 'cancel') {
    await refund(deps, order, step);
    await deps.orderLifecycle.release(order.id, orderCancelledEvents(order));
  }
  await mailBuyer(deps, order, action, trackingNumber);
  return orderView(deps, order.orderNumber, artistId);
}

/** The card's part back through the provider; when it fails, the step claimed is given back. */
export async function refund(deps: LifecycleDeps, order: OrderRecord, step: OrderStep) {
  // A gift card's code paid it all: no card payment to refund (the code's part goes back through the outbox).
  if (order.totalMinor === 0) return;
  try {
    await deps.provider.refund(order.paymentIntentId, `refund:${order.orderNumber}`);
  } catch (error) {
    await deps.orderLifecycle.undo(order.id, step);
    deps.logger.error({ err: error, orderNumber: order.orderNumber }, 'a refund failed; the order stays paid');
    throw new ServiceUnavailableError(
      'The refund did not go through, so the order was not cancelled; please try again shortly',
    );
  }
}

const MAILS: Record<OrderAction, (order: OrderRecord, tracking?: string) => { subject: string; text: string }> = {
  ship: (order, tracking) => ({
    subject: `Your order ${order.orderNumber} is on its way`,
    text: `The artist has shipped your order ${order.orderNumber}. Its tracking number is ${tracking}.`,
  }),
  deliver: (order) => ({
    subject: `Your order ${order.orderNumber} has been delivered`,
    text: `The artist marked your order ${order.orderNumber} as delivered. We hope you enjoy it.`,
  }),
  cancel: (order) => ({
    subject: `Your order ${order.orderNumber} was cancelled and refunded`,
    text: [
      `The artist cancelled your order ${order.orderNumber}, and the whole payment goes back: ${refundedTo(orderPricing(order))}.`,
      ...(order.totalMinor > 0 ? ['Banks take a few days to show a card refund.'] : []),
      ...(order.giftMinor > 0 ? ["The gift card's balance can be spent again on the artist's works."] : []),
    ].join(' '),
  }),
};

async function mailBuyer(
  { mailer, logger, site }: LifecycleDeps,
  order: OrderRecord,
  action: OrderAction,
  tracking?: string,
) {
  if (!order.buyerEmail) return;
  const { subject, text } = MAILS[action](order, tracking);
  const link = `${site.publicUrl.replace(/\/+$/, '')}/order-confirmation/${order.orderNumber}`;
  // The step is taken and answered; a mail server that fails is logged, not turned into an error for the artist.
  await mailer
    .send({ to: order.buyerEmail, subject, text: `${text}\n\nYour order: ${link}` })
    .catch((error: unknown) =>
      logger.error({ err: error, orderNumber: order.orderNumber }, 'an order e-mail was not sent'),
    );
}
