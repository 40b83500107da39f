import { z } from './messages';
import { PRICE_MAX } from './catalog-values';
import { groupedDigits } from './price-format';

// Fields the catalog's calls share (catalog.ts, catalog-search.ts).

// Forms send numbers as text too; an empty field is a missing one.
export const numeric = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value === null ? undefined : value;

// Digits with an optional sign and decimal point, as a number input sends them: '1e300', '0x10', '1 000' and 'Infinity' are not prices.
const PRICE_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;
const asPrice = (value: unknown) => {
  if (typeof value !== 'string') return value === null ? undefined : value;
  const typed = value.trim();
  return typed === '' ? undefined : PRICE_TEXT.test(typed) ? Number(typed) : NaN;
};
// Exact for every amount up to PRICE_MAX: a whole number of cents divided by 100 is the nearest double to its decimal.
const inWholeCents = (amount: number) => Math.round(amount * 100) / 100 === amount;

/** An amount of money in major units, in whole cents from `min` to PRICE_MAX; missing is allowed (the caller decides). */
export const money = (label: string, min: 0 | 0.01) => {
  const range = `${label} must be between ${min} and ${groupedDigits(PRICE_MAX)}`;
  // Out of range first: a huge number's cents are no question worth asking.
  const problem = (amount: number) => {
    if (amount < 0 || amount > PRICE_MAX) return range;
    if (!inWholeCents(amount)) return `${label} must be in whole cents (at most 2 decimals)`;
    if (amount < min) return range;
  };
  return z.preprocess(
    asPrice,
    z
      .number({ error: `${label} must be a number, like 1250 or 1250.50` })
      .check((ctx) => {
        const message = problem(ctx.value);
        if (message) ctx.issues.push({ code: 'custom', input: ctx.value, message });
      })
      .optional(),
  );
};

/** A whole number from `min` to `max`, `fallback` when missing. */
export const whole = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `${label} must be a whole number between ${min} and ${max}` })
      .int(`${label} must be a whole number between ${min} and ${max}`)
      .min(min, `${label} must be a whole number between ${min} and ${max}`)
      .max(max, `${label} must be a whole number between ${min} and ${max}`)
      .default(fallback),
  );
