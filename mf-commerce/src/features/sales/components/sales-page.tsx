import { useSelector } from 'react-redux';
import { selectUser } from '@easel/store';
import { PageLink } from '@easel/ui';
import { OfferRulesList } from './offer-rules';
import { SalesOrders } from './sales-orders';
import { SalesRequests } from './sales-requests';
import './sales.css';

/** /sales: an artist's orders to ship, the requests and offers on their works, and each work's offer rules. */
export function SalesPage() {
  const user = useSelector(selectUser);
  return (
    <section className="com-sales" aria-labelledby="com-sales-title">
      <h1 id="com-sales-title">Sales</h1>
      {user?.role === 'user' && user.slug ? (
        <>
          <nav className="com-sales__nav" aria-label="Sales sections">
            <a href="#orders">Orders</a>
            <a href="#requests">Requests and offers</a>
            <a href="#offer-rules">Offer rules</a>
          </nav>
          <SalesOrders />
          <SalesRequests />
          <OfferRulesList owner={user.slug} />
        </>
      ) : (
        <div className="com-sales__state">
          <p>Sales are for artists: once you publish an artwork, its orders and requests come here.</p>
          <PageLink href="/publish">Submit Artwork</PageLink>
        </div>
      )}
    </section>
  );
}
