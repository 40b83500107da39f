// One way to write a price, for every remote that shows one (catalog cards and pages, commerce).
import type { CurrencyCode } from './catalog-values';

/**
 * The catalog's currencies' marks, as Intl writes them in en-US. They are written here, not by Intl: a page's first
 * Intl.NumberFormat loads ICU's locale data, ~18 ms of a visitor's main thread (~70 ms on a slow phone) in the middle
 * of drawing its first cards. price-format.test.ts checks every currency against Intl.
 */
const MARKS: Record<CurrencyCode, string> = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF\u00a0' };

const formatters = new Map<string, Intl.NumberFormat>();

/** Any other currency, by Intl. */
function byIntl(amount: number, currency: string, cents: boolean) {
  const key = `${currency}:${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = cents ? 2 : 0;
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** '10,000,000': whole digits grouped by threes, as en-US writes them (and without Intl, for the reason above). */
export const groupedDigits = (whole: number | string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '€1,200', '$1,250.50', 'CHF 900': the currency's one mark, cents only when there are some. */
export function formatPrice(amount: number, currency: string): string {
  const cents = !Number.isInteger(amount);
  const mark = MARKS[currency as CurrencyCode];
  if (mark === undefined) return byIntl(amount, currency, cents);
  const [whole = '', fraction] = Math.abs(amount)
    .toFixed(cents ? 2 : 0)
    .split('.');
  return `${amount < 0 ? '-' : ''}${mark}${groupedDigits(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}
