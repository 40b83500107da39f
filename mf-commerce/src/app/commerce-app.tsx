import { Route, Routes } from 'react-router-dom';
import { MicroFrontendRoot, PlaceholderPage, type MicroFrontend, type MicroFrontendProps } from '@easel/ui';
import { CartPage } from '../features/cart/components/cart-page';
import { cartSlice } from '../features/cart/state/cart-slice';
import { commerceApi } from './commerce-api';

const soon = (title: string, promise: string) => <PlaceholderPage title={title} promise={promise} />;

function CommerceRoutes(props: MicroFrontendProps) {
  return (
    <MicroFrontendRoot {...props} className="com-app">
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout" element={soon('Checkout', 'Where you pay for the artworks in your cart, by card.')} />
        <Route path="/order-confirmation/:orderId" element={soon('Order confirmation', 'Your order, its artworks and what happens next.')} />
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
