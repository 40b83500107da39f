import { searchArgs, withFilter } from '../src/features/search/components/search-filters';

it('when the URL holds a text and filters, then the search call gets them, empty ones left out', () => {
  expect(searchArgs(new URLSearchParams('q=sea&medium=&forSale=true&page=2&foo=bar'))).toEqual({
    q: 'sea',
    forSale: 'true',
    page: '2',
    pageSize: '24',
  });
});

it('when a filter changes, then the page goes back to 1; clearing a filter removes it', () => {
  const start = new URLSearchParams('q=sea&style=Abstract&page=3');
  expect(withFilter(start, 'forSale', 'true').toString()).toBe('q=sea&style=Abstract&forSale=true');
  expect(withFilter(start, 'style', '').toString()).toBe('q=sea');
  expect(withFilter(start, 'page', '4').toString()).toBe('q=sea&style=Abstract&page=4');
});
