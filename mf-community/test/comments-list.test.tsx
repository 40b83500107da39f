/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIST, comment, comments, listQueries, ok, showComments } from './comments-fixture';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const shownTexts = () =>
  screen.queryAllByRole('listitem').map((item) => item.querySelector('.cmy-comment__content')?.textContent);
const viewMore = () => screen.queryByRole('button', { name: 'View more' });

beforeEach(() => localStorage.clear());

it('when an artwork has 16 comments, then View more appends 7 at a time and goes away after the short batch', async () => {
  const batches = [comments(1, 7), comments(8, 7), comments(15, 2)];
  showComments({ [LIST]: () => ok({ comments: batches.shift() ?? [] }) });
  await waitFor(() => expect(shownTexts()).toHaveLength(7));
  fireEvent.click(viewMore()!);
  await waitFor(() => expect(shownTexts()).toHaveLength(14));
  fireEvent.click(viewMore()!);
  await waitFor(() => expect(shownTexts()).toHaveLength(16));
  expect(shownTexts()).toEqual(Array.from({ length: 16 }, (_, index) => `Comment ${index + 1}`));
  expect(viewMore()).toBeNull();
  expect(listQueries().map(({ skip, limit }) => [skip, limit])).toEqual([
    ['0', '7'],
    ['7', '7'],
    ['14', '7'],
  ]);
  expect(listQueries()[0]?.fp).toMatch(/\S{8,}/);
});

it('when the first batch holds fewer than 5 comments, then there are no more and no View more', async () => {
  showComments({ [LIST]: ok({ comments: comments(1, 4) }) });
  await waitFor(() => expect(shownTexts()).toHaveLength(4));
  expect(viewMore()).toBeNull();
});

it('when the first batch holds 5 comments, then View more may find others, and an empty batch ends it', async () => {
  const batches = [comments(1, 5), []];
  showComments({ [LIST]: () => ok({ comments: batches.shift() ?? [] }) });
  fireEvent.click(await screen.findByRole('button', { name: 'View more' }));
  await waitFor(() => expect(viewMore()).toBeNull());
  expect(shownTexts()).toHaveLength(5);
});

it('when an artwork has no comments, then the list invites the first one', async () => {
  showComments({ [LIST]: ok({ comments: [] }) });
  expect(await screen.findByText('No comments yet. Be the first to say what you think.')).toBeInstanceOf(
    HTMLParagraphElement,
  );
});

it('when the comments are on their way, then a labelled spinner stands in for them', async () => {
  showComments({ [LIST]: new Promise(() => undefined) });
  expect(screen.getByRole('progressbar', { name: 'Loading comments' })).toBeInstanceOf(HTMLDivElement);
});

it('when the comments cannot be loaded, then the list says so and Try again asks once more', async () => {
  let fail = true;
  showComments({
    [LIST]: () =>
      fail ? { status: 503, body: { message: 'Community is unavailable' } } : ok({ comments: comments(1, 1) }),
  });
  expect((await screen.findByText('The comments could not be loaded.')).parentElement?.getAttribute('role')).toBe(
    'alert',
  );
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(shownTexts()).toEqual(['Comment 1']));
});

it('when a comment is shown, then it has its author (linked to their artist page), the placeholder avatar and its age', async () => {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  showComments({
    [LIST]: ok({
      comments: [
        comment(1, {
          user: { id: 'm', name: 'Mara Okafor', avatar: null, slug: 'mara-okafor' },
          date: ago(3 * 3600_000),
        }),
        comment(2, { user: { id: 'r', name: 'Ravi Patel', avatar: null, slug: null }, date: ago(40 * 86_400_000) }),
      ],
    }),
  });
  const mara = await screen.findByRole('listitem', { name: 'Comment by Mara Okafor' });
  expect(within(mara).getByRole('link', { name: 'Mara Okafor' }).getAttribute('href')).toBe('/artist/mara-okafor');
  expect(within(mara).getByRole('img', { name: 'Mara Okafor' }).className).toContain('ui-avatar--default');
  expect(within(mara).getByText('3 hours ago').tagName).toBe('TIME');
  const ravi = screen.getByRole('listitem', { name: 'Comment by Ravi Patel' });
  expect(within(ravi).queryByRole('link')).toBeNull();
  expect(within(ravi).getByText('1 month ago').tagName).toBe('TIME');
});

it('when a pointer comes to a comment’s age, then its tooltip tells the exact time in the reader’s locale', async () => {
  const date = '2026-03-14T15:09:26.000Z';
  showComments({ [LIST]: ok({ comments: [comment(1, { date })] }) });
  const time = (await screen.findByRole('listitem', { name: 'Comment by Reader 1' })).querySelector(
    'time',
  ) as HTMLTimeElement;
  expect(time.dateTime).toBe(date);
  fireEvent.pointerEnter(time);
  expect(time.title).toBe(new Date(date).toLocaleString());
});

it('when a comment runs past six lines, then Read more opens it and Read less closes it; a short one has neither', async () => {
  // jsdom lays nothing out: the long comment is the one whose content is taller than its box.
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.textContent?.includes('long') ? 300 : 20;
  });
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(144);
  showComments({ [LIST]: ok({ comments: [comment(1, { content: '<p>A long story</p>' }), comment(2)] }) });
  const long = await screen.findByRole('listitem', { name: 'Comment by Reader 1' });
  fireEvent.click(within(long).getByRole('button', { name: 'Read more' }));
  expect(within(long).getByRole('button', { name: 'Read less' }).getAttribute('aria-expanded')).toBe('true');
  expect(within(long).getByText('A long story').parentElement?.className).toBe('cmy-comment__content');
  expect(
    within(screen.getByRole('listitem', { name: 'Comment by Reader 2' })).queryByRole('button', { name: /Read/ }),
  ).toBeNull();
  jest.restoreAllMocks();
});

it('when the page stays open, then a comment that said "50 sec ago" says "1 min ago" a little later', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  showComments({ [LIST]: ok({ comments: [comment(1, { date: new Date(Date.now() - 50_000).toISOString() })] }) });
  expect(
    (await screen.findByRole('listitem', { name: 'Comment by Reader 1' })).querySelector('time')?.textContent,
  ).toBe('50 sec ago');
  act(() => void jest.advanceTimersByTime(30_000));
  expect(screen.getByRole('listitem', { name: 'Comment by Reader 1' }).querySelector('time')?.textContent).toBe(
    '1 min ago',
  );
  jest.useRealTimers();
});
