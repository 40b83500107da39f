import { useDispatch, useSelector } from 'react-redux';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import type { EaselDispatch } from '@easel/store';
import { MicroFrontendRoot, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { CartPage } from '../features/cart/components/cart-page';
import { clearCart, removeCartItem } from '../features/cart/state/cart-actions';
import { cartSlice } from '../features/cart/state/cart-slice';
import { useCart } from '../features/cart/state/use-cart';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { OrderConfirmationPage } from '../features/order-confirmation/components/order-confirmation-page';
import { SalesPage } from '../features/sales/components/sales-page';
import { commerceApi } from './commerce-api';

/** The checkout reads the cart; once paid, a cart checkout empties it and an offer's checkout takes its one work out. */
function CartCheckout() {
  const items = useSelector(useCart().selectors.selectCartItems);
  const dispatch = useDispatch<EaselDispatch>();
  const offer = useSearchParams()[0].get('offer');
  const paid = (slugs: string[]) =>
    offer ? slugs.forEach((slug) => dispatch(removeCartItem(slug))) : dispatch(clearCart());
  return <CheckoutPage cartSlugs={items.map((item) => item.slug)} onPaid={paid} />;
}

function CommerceRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="com-app">
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout" element={<CartCheckout />} />
        <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
        <Route path="/sales" element={<SalesPage />} />
        <Route path="*" element={null} />
      </Routes>
    </MicroFrontendRoot>
  );
}

export const commerceApp: MicroFrontend = {
  name: 'mf-commerce',
  Root: CommerceRoutes,
  inject: (store) => {
    store.injectSlice(cartSlice);
    store.injectApi(commerceApi);
  },
};
