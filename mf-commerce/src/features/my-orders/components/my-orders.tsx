import { refundedTo, type OrderAnswer, type OrderStatus, formatPrice } from '@easel/contracts';
import { Button, PageLink, Spinner } from '@easel/ui';
import { useListMyOrdersQuery } from '../api/my-orders-api';
import './my-orders.css';

/** Where each order stands, in the buyer's words. */
const STATUS: Record<OrderStatus, string> = {
  paid: 'Paid: the artist is preparing it',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The buyer's orders and their status, for the profile page (mf-artist's /profile embeds it). */
export function MyOrders() {
  const { data: orders = [], isLoading, isError, refetch } = useListMyOrdersQuery();
  return (
    <section className="com-my-orders" aria-labelledby="com-my-orders-title">
      <h2 id="com-my-orders-title">My orders</h2>
      {isLoading ? (
        <Spinner label="Loading your orders" />
      ) : isError ? (
        <div className="com-my-orders__state" role="alert">
          <p>Your orders could not be loaded.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <div className="com-my-orders__state">
          <p>No orders yet.</p>
          <PageLink href="/">Discover artworks</PageLink>
        </div>
      ) : (
        <ul className="com-my-orders__list">
          {orders.map((order) => (
            <MyOrder key={order.orderNumber} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyOrder({ order }: { order: OrderAnswer }) {
  const { pricing } = order;
  return (
    <li className="com-my-orders__order" aria-label={order.orderNumber}>
      <div className="com-my-orders__head">
        <PageLink href={`/order-confirmation/${order.orderNumber}`} className="com-my-orders__number">
          {order.orderNumber}
        </PageLink>
        <span className={`com-my-orders__status com-my-orders__status--${order.orderStatus}`}>
          {STATUS[order.orderStatus]}
        </span>
      </div>
      <p className="com-my-orders__meta">
        {when(order.createdAt)} ·{' '}
        {order.items.map((item) => (item.giftCard ? `Gift card: ${item.title}` : item.title)).join(', ')} ·{' '}
        {formatPrice(pricing.total, pricing.currency)}
        {order.paymentStatus === 'Refunded' && ` · Refunded: ${refundedTo(pricing)}`}
      </p>
      {order.trackingNumber && <p className="com-my-orders__meta">Tracking number: {order.trackingNumber}</p>}
    </li>
  );
}
