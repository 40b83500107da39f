import { priceProblems } from '../src/features/search/components/price-problems';
import { activeFilterCount, filtersFrom, paramsOf, searchArgs } from '../src/features/search/components/search-filters';

it('when the URL holds a text and filters, then the search call gets them, empty ones left out', () => {
  expect(searchArgs(new URLSearchParams('q=sea&medium=&forSale=true&page=2&foo=bar'), priceProblems)).toEqual({
    q: 'sea',
    forSale: 'true',
    page: '2',
    pageSize: '24',
  });
});

it('when the fields are searched for, then the URL holds each one trimmed, empty ones left out, on page 1', () => {
  const fields = filtersFrom(new URLSearchParams('q=sea&style=Abstract&page=3'));
  expect(paramsOf({ ...fields, medium: ' Oil ', minPrice: '100', maxPrice: '' }).toString()).toBe(
    'q=sea&medium=Oil&style=Abstract&minPrice=100',
  );
});

it.each([
  ['minPrice=500&maxPrice=100', { maxPrice: 'Maximum price must not be below the minimum price' }],
  ['minPrice=-5', { minPrice: 'Minimum price must be between 0 and 10,000,000' }],
  ['maxPrice=cheap', { maxPrice: 'Maximum price must be a number, like 1250 or 1250.50' }],
  ['maxPrice=20000000', { maxPrice: 'Maximum price must be between 0 and 10,000,000' }],
  ['minPrice=100&maxPrice=500', {}],
])('when the prices are %s, then the price field says %j, in the service’s words', (query, problems) => {
  expect(priceProblems(filtersFrom(new URLSearchParams(query)))).toEqual(problems);
});

it('when a price is refused, then the search runs on the other fields and the page without it', () => {
  expect(searchArgs(new URLSearchParams('medium=Oil&minPrice=500&maxPrice=100&page=2'), priceProblems)).toEqual({
    medium: 'Oil',
    minPrice: '500',
    page: '2',
    pageSize: '24',
  });
});

it('when filters are set, then the count on the phone’s Filters button leaves out the text and the order', () => {
  expect(
    activeFilterCount(filtersFrom(new URLSearchParams('q=sea&sort=newest&medium=Oil&forSale=true&maxPrice=100'))),
  ).toBe(3);
});
