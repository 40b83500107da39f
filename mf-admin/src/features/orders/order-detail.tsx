import { useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { adminCan, type AdminProfile, REFUNDABLE_STATUSES, type AdminOrderDetail, formatPrice } from '@easel/contracts';
import type { OrderStatus } from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { Button, ErrorFallback, notify, Spinner } from '@easel/ui';
import { useOrderQuery, useRefundOrderMutation } from './orders-api';
import { STATUS_LABEL, timeFormat } from './order-labels';
import { RefundDialog } from './refund-dialog';

const HISTORY_LABEL: Record<OrderStatus, string> = {
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Refunded',
};

/** One order: its items, buyer, payment and status history; the refund for an admin who may. */
export function OrderDetail() {
  const orderNumber = useParams().orderNumber ?? '';
  const admin = useOutletContext<AdminProfile>();
  const answer = useOrderQuery(orderNumber);
  const [refund] = useRefundOrderMutation();
  const [asking, setAsking] = useState(false);

  if (answer.isLoading) return <Spinner label="Loading the order" />;
  if (answer.isError || !answer.data) {
    const notFound = (answer.error as FetchBaseQueryError | undefined)?.status === 404;
    return (
      <section className="adm-orders">
        <Link to="..">← All orders</Link>
        {notFound ? (
          <p className="adm-orders__muted">There is no order {orderNumber}.</p>
        ) : (
          <ErrorFallback title="The order could not be loaded" onRetry={() => void answer.refetch()} />
        )}
      </section>
    );
  }
  const { order } = answer.data;
  const money = (amount: number) => formatPrice(amount, order.payment.currency);
  // A gift card's code is issued once paid: its order is not refunded here (the server refuses it too).
  const mayRefund =
    adminCan(admin, 'orders.refund') &&
    (REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(order.status) &&
    !order.items.some((item) => item.giftCard);

  const sendRefund = async ({ reason }: { reason: string }) => {
    const result = await refund({ orderNumber, reason });
    if ('error' in result && result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'The refund did not go through; please try again');
    setAsking(false);
    notify.success(`Order ${orderNumber} refunded`);
  };

  return (
    <section className="adm-orders" aria-labelledby="order-title">
      <Link to="..">← All orders</Link>
      <header className="adm-order__head">
        <h1 id="order-title">Order {order.orderNumber}</h1>
        <span className={`adm-tag adm-order-status--${order.status}`}>{STATUS_LABEL[order.status]}</span>
        {mayRefund && <Button onClick={() => setAsking(true)}>Refund</Button>}
      </header>
      <div className="adm-order__grid">
        <section className="adm-row adm-order__card" aria-labelledby="order-items">
          <h2 id="order-items">Items</h2>
          <ul className="adm-list adm-order__lines">
            {order.items.map((item) => (
              <li key={item.slug}>
                <span>
                  {item.title}
                  {item.giftCard && ' (gift card)'}
                </span>
                <span>{money(item.price)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="adm-row adm-order__card" aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <Payment order={order} money={money} />
        </section>
        <section className="adm-row adm-order__card" aria-labelledby="order-buyer">
          <h2 id="order-buyer">Buyer</h2>
          <p>
            {order.buyer.name}
            <br />
            {order.buyer.email}
            <br />
            <span className="adm-orders__muted">{order.buyer.userId ? 'Signed-in customer' : 'Guest checkout'}</span>
          </p>
          <p className="adm-orders__muted">
            {order.shippingInfo.address}, {order.shippingInfo.zipCode} {order.shippingInfo.city},{' '}
            {order.shippingInfo.country}
            {order.trackingNumber && (
              <>
                <br />
                Tracking number {order.trackingNumber}
              </>
            )}
          </p>
        </section>
        <section className="adm-row adm-order__card" aria-labelledby="order-history">
          <h2 id="order-history">Status history</h2>
          <ol className="adm-list adm-order__lines">
            {order.history.map((step) => (
              <li key={step.status}>
                <span>{HISTORY_LABEL[step.status]}</span>
                <time dateTime={step.at}>{timeFormat.format(new Date(step.at))} UTC</time>
              </li>
            ))}
          </ol>
        </section>
      </div>
      {asking && <RefundDialog order={order} onConfirm={sendRefund} onClose={() => setAsking(false)} />}
    </section>
  );
}

function Payment({ order: { payment }, money }: { order: AdminOrderDetail; money: (amount: number) => string }) {
  return (
    <dl className="adm-order__payment">
      <dt>Subtotal</dt>
      <dd>{money(payment.subtotal)}</dd>
      <dt>Shipping</dt>
      <dd>{money(payment.shipping)}</dd>
      <dt>Tax</dt>
      <dd>{money(payment.tax)}</dd>
      {payment.giftCode && (
        <>
          <dt>Gift card {payment.giftCode.code}</dt>
          <dd>{money(payment.giftCode.amount)}</dd>
        </>
      )}
      <dt>Card</dt>
      <dd>{money(payment.card)}</dd>
      {payment.refunded && (
        <>
          <dt>Refunded</dt>
          <dd>Yes, the whole payment</dd>
        </>
      )}
    </dl>
  );
}
