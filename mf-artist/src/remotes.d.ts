// Fragments mf-artist's pages embed by id through the shell's loader (dts: false: declared by hand).
/** mf-commerce's list of the signed-in buyer's orders and their status, on /profile. */
declare module 'mf_commerce/my-orders' {
  import type { ComponentType } from 'react';
  const MyOrders: ComponentType;
  export default MyOrders;
}
