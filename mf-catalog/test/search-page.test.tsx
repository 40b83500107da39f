/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createEaselStore } from '@easel/store';
import { answerWith } from '@easel/ui/testing';
import { catalogApi } from '../src/app/catalog-api';
import { SearchPage } from '../src/features/search/components/search-page';
import { TYPING_PAUSE_MS } from '../src/features/search/hooks/use-search-form';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));
// Counts the loads of the price check (zod with it): loaded once, it stays for the rest of the file, as on a page.
const mockPriceCheckLoads = jest.fn();
jest.mock('../src/features/search/components/price-problems', () => {
  mockPriceCheckLoads();
  return jest.requireActual('../src/features/search/components/price-problems');
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

function renderSearch(path = '/search') {
  answerWith({ 'GET /api/search': { status: 200, body: { artworks: [], total: 0, page: 1, pageSize: 24 } } });
  const store = createEaselStore({ redirect: jest.fn() });
  store.injectApi(catalogApi);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Provider>,
  );
}

const address = () => new URLSearchParams(screen.getByRole('status', { name: 'Address' }).textContent ?? '').toString();
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  await act(async () => {}); // a price check still loading arrives within the test
  jest.useRealTimers();
});

// First in the file: the price check is not loaded yet.
it('when no price is given, then the search runs without loading the price check; a typed price loads it and is checked', async () => {
  renderSearch('/search?q=sea');
  await act(async () => {});
  expect(await screen.findByText('No artworks match your search. Try fewer filters or other words.')).not.toBeNull();
  expect(mockPriceCheckLoads).not.toHaveBeenCalled();
  type('Max price', 'cheap');
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await act(async () => {});
  expect(mockPriceCheckLoads).toHaveBeenCalledTimes(1);
  expect(document.getElementById(field('Max price').getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Maximum price must be a number, like 1250 or 1250.50',
  );
});

it('when Medium, Style and the prices are typed and Search is clicked, then the URL holds every one at once', () => {
  renderSearch();
  type('Search text', 'sea');
  type('Medium', 'Oil');
  type('Style', 'Abstract');
  type('Min price', '100');
  type('Max price', '900');
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(address()).toBe('q=sea&medium=Oil&style=Abstract&minPrice=100&maxPrice=900');
});

it('when typing pauses, then what was typed is searched for; a choice is searched for at once', () => {
  renderSearch('/search?page=3');
  type('Min price', '250');
  expect(address()).toBe('page=3');
  act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
  expect(address()).toBe('minPrice=250');
  fireEvent.change(field('Orientation'), { target: { value: 'landscape' } });
  expect(address()).toBe('minPrice=250&orientation=landscape');
});

it('when the URL is typed by hand, then the fields show it, and the Filters button counts the filters', () => {
  renderSearch('/search?q=light&medium=Ink&maxPrice=500&size=large&forSale=true&sort=newest');
  expect([
    field('Search text').value,
    field('Medium').value,
    field('Max price').value,
    field('Size').value,
    field('Sort by').value,
  ]).toEqual(['light', 'Ink', '500', 'large', 'newest']);
  expect(screen.getByRole('button', { name: 'Filters (4)' }).getAttribute('aria-expanded')).toBe('false');
});

it('when a link brings a price that cannot be searched for, then the filters unfold and Max price says why', async () => {
  renderSearch('/search?maxPrice=cheap');
  await act(async () => {});
  expect(screen.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-expanded')).toBe('true');
  const describedBy = field('Max price').getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(describedBy)?.textContent).toBe(
    'Maximum price must be a number, like 1250 or 1250.50',
  );
});

it('when the minimum is above the maximum, then Max price says so itself and the other fields stay', async () => {
  renderSearch();
  type('Medium', 'Oil');
  type('Min price', '900');
  type('Max price', '100');
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await act(async () => {});
  expect(field('Max price').getAttribute('aria-invalid')).toBe('true');
  const describedBy = field('Max price').getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(describedBy)?.textContent).toBe('Maximum price must not be below the minimum price');
  expect(field('Min price').getAttribute('aria-invalid')).toBeNull();
  expect([field('Medium').value, field('Min price').value, field('Max price').value]).toEqual(['Oil', '900', '100']);
  expect(screen.queryByText('The search could not be run. Please check the filters and try again.')).toBeNull();
});
