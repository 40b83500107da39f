import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Article } from '@easel/contracts';
import { useGetArticleQuery } from '../src/features/magazine/api/get-article';
import { ArticlePage } from '../src/features/magazine/components/article-page';

jest.mock('../src/features/magazine/api/get-article', () => ({ useGetArticleQuery: jest.fn() }));

const article: Article = {
  link: 'inside-the-weekly-pulse',
  title: 'Inside The Weekly Pulse',
  excerpt: 'How the votes pick ten artworks.',
  coverImage: '/api/media/demo-magazine-pulse.jpg',
  author: 'The Easel Editors',
  publishedAt: '2026-03-10T09:00:00.000Z',
  body: '<p>Every Monday the ten most voted artworks are featured.</p><h2>One vote per week</h2><p>See <a href="/art/quiet-thunder-mara-okafor">Quiet Thunder</a>.</p>',
};
const refetch = jest.fn();
const answer = (state: Partial<ReturnType<typeof useGetArticleQuery>>) =>
  jest
    .mocked(useGetArticleQuery)
    .mockReturnValue({ currentData: undefined, error: undefined, isFetching: false, refetch, ...state } as ReturnType<
      typeof useGetArticleQuery
    >);

function openArticle(link = article.link) {
  render(
    <MemoryRouter initialEntries={[`/magazine/${link}`]}>
      <Routes>
        <Route path="/magazine/:link" element={<ArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  window.scrollTo = jest.fn();
});

it('when the article is loading, then a spinner shows', () => {
  answer({ isFetching: true });
  openArticle();
  expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Loading article');
  expect(useGetArticleQuery).toHaveBeenCalledWith('inside-the-weekly-pulse');
});

it('when the article loads, then its title, author, date, cover and rich body show, with a link back to /magazine', () => {
  answer({ currentData: { article } });
  openArticle();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inside The Weekly Pulse');
  expect(screen.getByText('The Easel Editors').parentElement!.textContent).toBe('The Easel Editors · 10 March 2026');
  expect(screen.getByText('Every Monday the ten most voted artworks are featured.').tagName).toBe('P');
  expect(screen.getByRole('heading', { name: 'One vote per week' }).tagName).toBe('H2');
  expect(screen.getByRole('link', { name: 'Quiet Thunder' }).getAttribute('href')).toBe(
    '/art/quiet-thunder-mara-okafor',
  );
  expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/media/demo-magazine-pulse.jpg?w=800');
  expect(screen.getAllByRole('link', { name: /magazine/ })[0]!.getAttribute('href')).toBe('/magazine');
});

it('when a link in the body points to an Easel page, then the route changes in place', () => {
  answer({ currentData: { article } });
  window.singleSpaNavigate = jest.fn();
  openArticle();
  fireEvent.click(screen.getByRole('link', { name: 'Quiet Thunder' }));
  expect(window.singleSpaNavigate).toHaveBeenCalledWith('/art/quiet-thunder-mara-okafor');
  delete window.singleSpaNavigate;
});

it("when the link is unknown, then 'Article not found' shows with a link to /magazine and nothing to retry", () => {
  answer({ error: { status: 404, data: { message: 'Article not found' } } });
  openArticle('no-such-article');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Article not found');
  expect(screen.getByRole('link', { name: 'Back to the magazine' }).getAttribute('href')).toBe('/magazine');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

it('when the catalog fails, then the failure shows and Try again asks again', () => {
  answer({ error: { status: 500, data: { message: 'Internal error' } } });
  openArticle();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This article could not be loaded');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalled();
});
