// Prices are stored in minor units; the spec's answers carry major units and a currency tag.
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'ISK', 'HUF']);
const TAGS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', JPY: '¥', CHF: 'CHF' };

export function toMajor(minor: number, currency: string): number {
  return ZERO_DECIMAL.has(currency) ? minor : minor / 100;
}

/** Rounded to the nearest minor unit: 12.345 EUR → 1235. */
export function toMinor(major: number, currency: string): number {
  return ZERO_DECIMAL.has(currency) ? Math.round(major) : Math.round(major * 100);
}

export function currencyTag(currency: string): string {
  return TAGS[currency] ?? currency;
}
