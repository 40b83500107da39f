import { formatPrice, groupedDigits } from '../src/price-format';
import { CURRENCIES } from '../src/catalog-values';

test.each([
  [1200, 'EUR', '€1,200'],
  [1250.5, 'USD', '$1,250.50'],
  [900, 'GBP', '£900'],
  [10_000_000, 'EUR', '€10,000,000'],
])('when %d %s is shown, then it reads %j with one currency mark', (amount, currency, shown) => {
  expect(formatPrice(amount, currency)).toBe(shown);
});

test('when a currency has no symbol of its own, then its code is the one mark', () => {
  // Intl keeps the code and the amount together with a no-break space.
  expect(formatPrice(900, 'CHF')).toBe('CHF\u00a0900');
});

test.each(CURRENCIES)(
  'when a price in %s is written, then it reads as Intl writes it in en-US, at every size, with and without cents',
  (currency) => {
    const intl = (amount: number) => {
      const digits = Number.isInteger(amount) ? 0 : 2;
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    };
    const amounts = [
      0,
      1,
      9.5,
      12.35,
      0.1 + 0.2,
      999,
      1000,
      1234.5,
      99_999.99,
      100_000,
      1_234_567,
      10_000_000,
      -5,
      -1234.56,
    ];
    expect(amounts.map((amount) => formatPrice(amount, currency))).toEqual(amounts.map(intl));
  },
);

test('when a currency outside the catalog’s is written, then Intl writes it', () => {
  expect(formatPrice(1200, 'JPY')).toBe('¥1,200');
  expect(formatPrice(1250.5, 'CAD')).toBe('CA$1,250.50');
});

test.each([
  [0, '0'],
  [999, '999'],
  [1000, '1,000'],
  [50_000, '50,000'],
  [10_000_000, '10,000,000'],
])('when the digits of %d are grouped, then they read %j', (whole, shown) => {
  expect(groupedDigits(whole)).toBe(shown);
});
