// The federated modules the shell loads (dts: false: declared by hand, matching each remote's src/exposed/).

/** Every remote's ./app: single-spa lifecycles. */
declare module 'mf_*/app' {
  import type { LifeCycles } from 'single-spa';
  import type { MicroFrontendProps } from '@easel/ui';
  export const bootstrap: LifeCycles<MicroFrontendProps>['bootstrap'];
  export const mount: LifeCycles<MicroFrontendProps>['mount'];
  export const unmount: LifeCycles<MicroFrontendProps>['unmount'];
}

/** mf-commerce's header fragment: the cart count. */
declare module 'mf_commerce/cart-indicator' {
  import type { ComponentType } from 'react';
  const CartIndicator: ComponentType;
  export default CartIndicator;
}

/** mf-artist's message popup: the dialog that writes to an artist (spec §2 "Message popup"). */
declare module 'mf_artist/message-popup' {
  import type { ComponentType } from 'react';
  const MessagePopup: ComponentType<{ slug: string | null; artistName: string; onClose: () => void }>;
  export default MessagePopup;
}

/** mf-artist's header fragment: the messenger icon, a link to /inbox with the unread count, kept live. */
declare module 'mf_artist/inbox-indicator' {
  import type { ComponentType } from 'react';
  const InboxIndicator: ComponentType<{ className?: string }>;
  export default InboxIndicator;
}
