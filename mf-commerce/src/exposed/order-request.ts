import { OrderRequest } from '../features/order-request/components/order-request';

export default OrderRequest;
