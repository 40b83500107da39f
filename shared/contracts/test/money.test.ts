import { currencyTag, toMajor, toMinor } from '../src/money';

describe('money', () => {
  it('when a price in major units is stored, then it is rounded to the nearest cent as written', () => {
    expect(toMinor(1250.5, 'EUR')).toBe(125050);
    expect(toMinor(1.005, 'EUR')).toBe(101);
    expect(toMinor(0.285, 'USD')).toBe(29);
    expect(toMinor(19.99, 'GBP')).toBe(1999);
  });

  it('when a currency has no minor unit, then its amount is kept whole', () => {
    expect(toMinor(1200.4, 'JPY')).toBe(1200);
    expect(toMajor(1200, 'JPY')).toBe(1200);
  });

  it('when minor units are shown, then they are major units again, with the currency mark', () => {
    expect(toMajor(125050, 'EUR')).toBe(1250.5);
    expect(currencyTag('EUR')).toBe('€');
    expect(currencyTag('SEK')).toBe('SEK');
  });
});
