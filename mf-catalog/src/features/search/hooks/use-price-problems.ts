import { useEffect, useState } from 'react';
import { hasPrice, type Filters, type PriceProblems } from '../components/search-filters';

const none: PriceProblems = () => ({});
let loaded: PriceProblems | undefined;

/**
 * The price check for these fields, or undefined while it loads. It is the service's own search schema, and zod with
 * it: 23 kB compressed, a sixth of /search's JavaScript, fetched only once a price is given. Without one there is
 * nothing to check. Should it fail to load, the prices go unchecked here, and the service still refuses a bad one.
 */
export function usePriceProblems(filters: Filters): PriceProblems | undefined {
  const needed = hasPrice(filters);
  const [check, setCheck] = useState(() => loaded);
  useEffect(() => {
    if (!needed || check) return;
    let current = true;
    import('../components/price-problems').then(
      ({ priceProblems }) => {
        loaded = priceProblems;
        if (current) setCheck(() => priceProblems);
      },
      () => current && setCheck(() => none),
    );
    return () => {
      current = false;
    };
  }, [needed, check]);
  return needed ? check : none;
}
