// Prices are kept in minor units; answers carry major units and the currency, like catalog's.
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'ISK', 'HUF']);
const TAGS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', JPY: '¥', CHF: 'CHF' };

export const toMajor = (minor: number, currency: string): number => (ZERO_DECIMAL.has(currency) ? minor : minor / 100);
export const currencyTag = (currency: string): string => TAGS[currency] ?? currency;
