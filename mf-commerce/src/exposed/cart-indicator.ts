import { CartIndicator } from '../features/cart/components/cart-indicator';

export default CartIndicator;
