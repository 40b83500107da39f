import { createElement } from 'react';
import { CartIndicator } from '../features/cart/components/cart-indicator';
import { WithCommerceApi } from './with-commerce-api';

/** The shell header's cart: its store gets the commerce calls (the saved cart of a signed-in user) first. */
export default function CartIndicatorFragment() {
  return createElement(WithCommerceApi, null, createElement(CartIndicator));
}
