import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ArticleSummary } from '@easel/contracts';
import { useListArticlesQuery } from '../src/features/magazine/api/list-articles';
import { MagazinePage } from '../src/features/magazine/components/magazine-page';

jest.mock('../src/features/magazine/api/list-articles', () => ({ useListArticlesQuery: jest.fn() }));

const summary = (n: number): ArticleSummary => ({
  link: `story-${n}`,
  title: `Story ${n}`,
  excerpt: `What story ${n} is about.`,
  coverImage: `/api/media/cover-${n}.jpg`,
  author: 'The Easel Editors',
  publishedAt: `2026-03-0${n}T10:00:00.000Z`,
});
const refetch = jest.fn();
const answer = (state: Partial<ReturnType<typeof useListArticlesQuery>>) =>
  jest
    .mocked(useListArticlesQuery)
    .mockReturnValue({ data: undefined, isLoading: false, isError: false, refetch, ...state } as ReturnType<
      typeof useListArticlesQuery
    >);

beforeEach(() => jest.clearAllMocks());

it('when the articles are loading, then a spinner shows under the Magazine heading', () => {
  answer({ isLoading: true });
  render(<MagazinePage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Magazine');
  expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Loading articles');
});

it('when the magazine cannot be loaded, then an error shows and Try again asks again', () => {
  answer({ isError: true });
  render(<MagazinePage />);
  expect(screen.getByText('The magazine could not be loaded. Please try again later.').className).toBe(
    'cat-note cat-note--error',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalled();
});

it('when no article is published, then the empty state shows', () => {
  answer({ data: { articles: [] } });
  render(<MagazinePage />);
  screen.getByText('No articles have been published yet. Check back soon.');
  expect(screen.queryAllByRole('article')).toEqual([]);
});

it('when there are articles, then the newest leads and the others are cards with cover, title, excerpt, author and date', () => {
  answer({ data: { articles: [summary(4), summary(3), summary(2), summary(1)] } });
  const { container } = render(<MagazinePage />);
  const lead = screen.getByRole('heading', { level: 2, name: 'Story 4' });
  expect(within(lead).getByRole('link').getAttribute('href')).toBe('/magazine/story-4');
  const cards = within(screen.getByRole('list', { name: 'More stories' })).getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Story 3',
    'Story 2',
    'Story 1',
  ]);
  expect(within(cards[0]!).getByText(/about\.$/).textContent).toBe('What story 3 is about.');
  expect(within(cards[0]!).getByText('The Easel Editors').parentElement!.textContent).toBe(
    'The Easel Editors · 3 March 2026',
  );
  expect(within(cards[0]!).getByText('3 March 2026').getAttribute('datetime')).toBe('2026-03-03T10:00:00.000Z');
  const cover = container.querySelector('img')!;
  expect(cover.getAttribute('src')).toBe('/api/media/cover-4.jpg?w=800');
  expect(cover.getAttribute('srcset')).toBe(
    '/api/media/cover-4.jpg?w=400 400w, /api/media/cover-4.jpg?w=800 800w, /api/media/cover-4.jpg?w=1200 1200w, /api/media/cover-4.jpg?w=1600 1600w',
  );
});
