// Amounts are kept in integer minor units with their currency; answers and forms carry major units.
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'ISK', 'HUF']);
const TAGS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', JPY: '¥', CHF: 'CHF' };

export const toMajor = (minor: number, currency: string): number => (ZERO_DECIMAL.has(currency) ? minor : minor / 100);

/** Rounded to the nearest minor unit as written in decimals: 1.005 EUR → 101 (1.005 * 100 is 100.49999… in binary). */
export const toMinor = (major: number, currency: string): number =>
  Math.round(ZERO_DECIMAL.has(currency) ? major : Number(`${major}e2`));

export const currencyTag = (currency: string): string => TAGS[currency] ?? currency;
