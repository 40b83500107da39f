import { PageLink, useProductConfig } from '@easel/ui';

/** The product's name as its logo; it returns to / (spec §2). */
export function Logo() {
  const { productName } = useProductConfig();
  return (
    <PageLink href="/" className="shl-logo" aria-label={`${productName} home`}>
      <span className="shl-logo__mark" aria-hidden="true" />
      {productName}
    </PageLink>
  );
}
