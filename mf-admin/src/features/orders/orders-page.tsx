import { Route, Routes } from 'react-router-dom';
import { OrderDetail } from './order-detail';
import { OrdersList } from './orders-list';
import './orders.css';

/** Orders: the filtered list (/admin/orders) and one order with its refund (/admin/orders/:orderNumber). */
export function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":orderNumber" element={<OrderDetail />} />
    </Routes>
  );
}
