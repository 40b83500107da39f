import { useParams } from 'react-router-dom';
import { ORDER_NOT_FOUND, refundedTo, type OrderAnswer, formatPrice } from '@easel/contracts';
import { PageLink, Spinner, useProductConfig } from '@easel/ui';
import { useGetOrderQuery } from '../api/get-order';
import './order-confirmation.css';

const STATUS: Record<OrderAnswer['orderStatus'], string> = {
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** /order-confirmation/:orderId (spec §2): thanks, the order as the server keeps it, and what happens next. */
export function OrderConfirmationPage() {
  const orderNumber = useParams().orderId ?? '';
  const { data: order, isLoading, error } = useGetOrderQuery(orderNumber);
  const { supportEmail } = useProductConfig();
  if (isLoading) return <Spinner label="Loading your order" />;
  if (!order)
    return (
      <section className="com-order com-order--missing">
        <h1>
          {error && 'status' in error && error.status === 404 ? ORDER_NOT_FOUND : 'Your order could not be loaded'}
        </h1>
        <PageLink href="/" className="ui-button ui-button--primary">
          Continue Shopping
        </PageLink>
      </section>
    );

  const { pricing, shippingInfo: to } = order;
  const price = (amount: number) => formatPrice(amount, pricing.currency);
  // A gift card is digital: its code comes by e-mail, nothing is shipped.
  const shipsWorks = order.items.some((item) => !item.giftCard);
  const cancelled = order.orderStatus === 'cancelled';
  return (
    <article className="com-order">
      <header className="com-order__thanks">
        {cancelled ? (
          <>
            <h1>This order was cancelled</h1>
            <p>
              {order.paymentStatus === 'Refunded'
                ? `Its payment went back: ${refundedTo(pricing)}.`
                : 'Its payment goes back to you.'}{' '}
              We sent the details to {to.email}.
            </p>
          </>
        ) : (
          <>
            <h1>Thank you for your order!</h1>
            <p>We have received your order and sent a confirmation to {to.email}.</p>
          </>
        )}
      </header>
      <dl className="com-order__facts">
        <Fact name="Order number" value={order.orderNumber} />
        <Fact name="Date" value={new Date(order.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })} />
        <Fact name="Status" value={STATUS[order.orderStatus]} />
        <Fact name="Payment status" value={order.paymentStatus} />
        {order.paymentStatus === 'Refunded' && <Fact name="Refunded" value={refundedTo(pricing)} />}
        {order.trackingNumber && <Fact name="Tracking number" value={order.trackingNumber} />}
      </dl>
      <section className="com-order__panel" aria-labelledby="com-order-items">
        <h2 id="com-order-items">Items</h2>
        <ul className="com-order__items">
          {order.items.map((item) => (
            <li key={item.slug}>
              <img src={item.featuredImage} alt="" width={64} height={64} />
              <PageLink href={item.giftCard ? `/giftcard/${item.slug}` : `/art/${item.slug}`}>
                {item.giftCard ? `Gift card: ${item.title}` : item.title}
              </PageLink>
              <span>{price(item.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="com-order__pricing">
          <Fact name="Subtotal" value={price(pricing.subtotal)} />
          <Fact name="Shipping" value={price(pricing.shipping)} />
          <Fact name="Tax" value={price(pricing.tax)} />
          {pricing.giftCode && (
            <Fact name={`Gift card ${pricing.giftCode.code}`} value={`−${price(pricing.giftCode.amount)}`} />
          )}
          <Fact name="Total" value={price(pricing.total)} />
        </dl>
      </section>
      <section className="com-order__panel" aria-labelledby="com-order-shipping">
        <h2 id="com-order-shipping">{shipsWorks ? 'Shipping to' : 'Billing address'}</h2>
        <address>
          {to.firstName} {to.lastName}
          <br />
          {to.address}
          <br />
          {to.city}, {to.state} {to.zipCode}
          <br />
          {to.country}
          <br />
          {to.email}
        </address>
      </section>
      {!cancelled && (
        <section className="com-order__panel" aria-labelledby="com-order-next">
          <h2 id="com-order-next">What&apos;s Next?</h2>
          <ul className="com-order__next">
            <li>You will receive a confirmation e-mail with your order details.</li>
            {shipsWorks ? (
              <>
                <li>The artist will process your order within 1-2 business days.</li>
                <li>Once shipped, you will receive a tracking number to follow your artwork.</li>
              </>
            ) : (
              <li>Your gift card&apos;s code is on its way to {to.email} in its own e-mail.</li>
            )}
          </ul>
          <p>
            Questions about your order? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        </section>
      )}
      {cancelled && (
        <p>
          Questions about the cancellation? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      )}
      <PageLink href="/" className="ui-button ui-button--primary">
        Continue Shopping
      </PageLink>
    </article>
  );
}

function Fact({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}
