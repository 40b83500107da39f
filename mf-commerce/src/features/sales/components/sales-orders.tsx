import { useState } from 'react';
import { formatPrice, refundedTo, shipOrderInput, type OrderAnswer, type OrderStatus } from '@easel/contracts';
import { Button, FormField, notify, PageLink, SubmitButton, useContractForm } from '@easel/ui';
import { useListSalesOrdersQuery, useStepOrderMutation } from '../api/sales-api';
import { ListState } from './list-state';

const STATUS_LABEL: Record<OrderStatus, string> = {
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The orders of the artist's works, newest first, with the next step of each. */
export function SalesOrders() {
  const { data: orders = [], isLoading, isError, refetch } = useListSalesOrdersQuery();
  return (
    <section id="orders" className="com-sales__section" aria-labelledby="com-sales-orders">
      <h2 id="com-sales-orders">Orders</h2>
      <ListState
        what="orders"
        isLoading={isLoading}
        isError={isError}
        retry={refetch}
        empty={orders.length === 0}
        emptyText="No orders yet."
      >
        <ul className="com-sales__list">
          {orders.map((order) => (
            <SaleOrder key={order.orderNumber} order={order} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function SaleOrder({ order }: { order: OrderAnswer }) {
  const { shippingInfo: to, pricing } = order;
  return (
    <li className="com-sales__card" aria-labelledby={`com-order-${order.orderNumber}`}>
      <div className="com-sales__card-head">
        <h3 id={`com-order-${order.orderNumber}`}>
          <PageLink href={`/order-confirmation/${order.orderNumber}`}>{order.orderNumber}</PageLink>
        </h3>
        <span className={`com-status com-status--${order.orderStatus}`}>{STATUS_LABEL[order.orderStatus]}</span>
      </div>
      <p className="com-sales__meta">
        {when(order.createdAt)} · {formatPrice(pricing.total, pricing.currency)} · Payment {order.paymentStatus}
      </p>
      <ul className="com-sales__items">
        {order.items.map((item) => (
          <li key={item.slug}>
            <PageLink href={`/art/${item.slug}`}>{item.title}</PageLink> {formatPrice(item.price, pricing.currency)}
          </li>
        ))}
      </ul>
      <address className="com-sales__address">
        {to.firstName} {to.lastName}, {to.address}, {to.city}, {to.state} {to.zipCode}, {to.country} ·{' '}
        <a href={`mailto:${to.email}`}>{to.email}</a>
      </address>
      {order.trackingNumber && <p className="com-sales__meta">Tracking number: {order.trackingNumber}</p>}
      <NextStep order={order} />
    </li>
  );
}

/** paid → ship (with its tracking number) or cancel and refund; shipped → delivered; the rest is done. */
function NextStep({ order }: { order: OrderAnswer }) {
  const [step, { isLoading }] = useStepOrderMutation();
  const [cancelling, setCancelling] = useState(false);
  const form = useContractForm(shipOrderInput, { trackingNumber: '' });
  const run = async (change: Parameters<typeof step>[0], done: string) => {
    // A refusal's message is the server's, shown as a toast by the base query.
    if (!('error' in (await step(change)))) notify.success(done);
  };

  if (order.orderStatus === 'shipped')
    return (
      <div className="com-sales__buttons">
        <Button
          disabled={isLoading}
          onClick={() => void run({ orderNumber: order.orderNumber, step: 'deliver' }, 'Marked as delivered')}
        >
          Mark as delivered
        </Button>
      </div>
    );
  if (order.orderStatus !== 'paid') return null;
  if (cancelling)
    return (
      <div className="com-sales__confirm" role="group" aria-label="Cancel the order">
        <p>Cancel this order and refund {refundedTo(order.pricing, "the buyer's")}?</p>
        <div className="com-sales__buttons">
          {/* The question takes the focus from the button it replaced; the safe answer first. */}
          <Button variant="secondary" autoFocus onClick={() => setCancelling(false)}>
            Keep the order
          </Button>
          <Button
            disabled={isLoading}
            onClick={() => void run({ orderNumber: order.orderNumber, step: 'cancel' }, 'Order cancelled and refunded')}
          >
            Cancel and refund
          </Button>
        </div>
      </div>
    );
  return (
    <form
      className="com-sales__ship"
      aria-label={`Ship ${order.orderNumber}`}
      noValidate
      onSubmit={form.submit(({ trackingNumber }) =>
        run({ orderNumber: order.orderNumber, step: 'ship', trackingNumber }, 'Marked as shipped'),
      )}
    >
      <FormField label="Tracking number" autoComplete="off" maxLength={60} {...form.field('trackingNumber')} />
      <div className="com-sales__buttons">
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Mark as shipped
        </SubmitButton>
        <Button variant="secondary" onClick={() => setCancelling(true)}>
          Cancel order
        </Button>
      </div>
    </form>
  );
}
