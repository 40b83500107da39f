import { searchQuery, friendlyParse } from '@easel/contracts';
import type { PriceProblems, PriceKey } from './search-filters';

/** Why a typed price cannot be searched for, in the service's own words (its own schema), by field. */
export const priceProblems: PriceProblems = ({ minPrice, maxPrice }) => {
  const checked = friendlyParse(searchQuery, { minPrice, maxPrice });
  const problems: Partial<Record<PriceKey, string>> = {};
  for (const issue of checked.error?.issues ?? []) {
    const key = issue.path[0];
    if ((key === 'minPrice' || key === 'maxPrice') && !problems[key]) problems[key] = issue.message;
  }
  return problems;
};
