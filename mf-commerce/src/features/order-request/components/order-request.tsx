import { FragmentPlaceholder } from '@easel/ui';

/** The art page's inline order form: buy, offer, Commission, Inquire Price (later issue). */
export function OrderRequest(_props: { slug: string }) {
  return <FragmentPlaceholder title="Order request" team="mf-commerce" className="com-order-request" />;
}
