// One way to write a price, for every remote that shows one (catalog cards and pages, commerce).
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, cents: boolean) {
  const key = `${currency}:${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = cents ? 2 : 0;
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** '€1,200', '$1,250.50', 'CHF 900': the currency's one mark, cents only when there are some. */
export const formatPrice = (amount: number, currency: string) => formatterFor(currency, !Number.isInteger(amount)).format(amount);
