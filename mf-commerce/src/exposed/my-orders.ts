import { createElement } from 'react';
import { MyOrders } from '../features/my-orders/components/my-orders';
import { WithCommerceApi } from './with-commerce-api';

/** The buyer's orders for mf-artist's /profile; that page's store gets the commerce calls first. */
export default function MyOrdersFragment() {
  return createElement(WithCommerceApi, null, createElement(MyOrders));
}
