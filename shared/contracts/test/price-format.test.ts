import { formatPrice } from '../src/price-format';

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
