/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { ERROR_DELETING, ERROR_UPVOTING, REPORT_RECEIVED, UPVOTE_BUSY } from '@easel/contracts';
import { LIST, SLUG, comment, ok, showComments } from './comments-fixture';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const product = { autoClose: 3000 };
const first = comment(1, { totalUpvotes: 2 });
const UPVOTE = `POST /api/artwork/comment/upvote/${SLUG}/${first._id}`;
const DELETE = `GET /api/artwork/comment/delete/${SLUG}/${first._id}`;
const item = (name = 'Reader 1') => screen.findByRole('listitem', { name: `Comment by ${name}` });
const upvoteIn = (shown: HTMLElement) => within(shown).getByRole('button', { name: /^Upvote/ });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

it('when a reader upvotes a comment and then undoes it, then the button turns Upvoted with the count, and back', async () => {
  const answers = [
    ok({ message: 'Upvoted', isUpvoted: true, totalUpvotes: 3 }),
    ok({ message: 'Upvote removed', isUpvoted: false, totalUpvotes: 2 }),
  ];
  const sent = showComments({ [LIST]: ok({ comments: [first] }), [UPVOTE]: () => answers.shift()! });
  const shown = await item();
  expect([upvoteIn(shown).textContent, upvoteIn(shown).getAttribute('aria-pressed')]).toEqual(['Upvote 2', 'false']);
  fireEvent.click(upvoteIn(shown));
  await waitFor(() => expect(upvoteIn(shown).textContent).toBe('Upvoted 3'));
  expect(upvoteIn(shown).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(upvoteIn(shown));
  await waitFor(() => expect(upvoteIn(shown).textContent).toBe('Upvote 2'));
  const upvoteUrl = new URL(
    ((globalThis.fetch as jest.Mock).mock.calls as [Request][]).find(([request]) => request.method === 'POST')![0].url,
  );
  expect(upvoteUrl.searchParams.get('fp')).toBe(localStorage.getItem('fp'));
  expect(sent.filter((request) => request.method === 'POST')).toHaveLength(2);
});

it('when a reader presses Upvote again while one is on its way, then "Please wait" is shown and one upvote is sent', async () => {
  const sent = showComments({ [LIST]: ok({ comments: [first] }), [UPVOTE]: new Promise(() => undefined) });
  const shown = await item();
  fireEvent.click(upvoteIn(shown));
  await waitFor(() => expect(upvoteIn(shown).getAttribute('aria-disabled')).toBe('true'));
  fireEvent.click(upvoteIn(shown));
  await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(UPVOTE_BUSY, product));
  expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
});

it('when a visitor presses Upvote, then they are sent to /login, to come back here, and nothing is sent', async () => {
  window.singleSpaNavigate = jest.fn();
  window.history.pushState({}, '', '/art2/quiet-thunder?week=2026-11-16');
  const sent = showComments({ [LIST]: ok({ comments: [first] }) }, { signedIn: false });
  fireEvent.click(upvoteIn(await item()));
  expect(window.singleSpaNavigate).toHaveBeenCalledWith('/login?next=%2Fart2%2Fquiet-thunder%3Fweek%3D2026-11-16');
  expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  delete window.singleSpaNavigate;
});

it.each([
  ['says why', { message: 'Too many votes, try again in a minute' }, 'Too many votes, try again in a minute'],
  ['says nothing', {}, ERROR_UPVOTING],
])(
  'when the upvote fails and the server %s, then the toast shows that or "Error upvoting", and the count stays',
  async (_case, body, shownMessage) => {
    showComments({ [LIST]: ok({ comments: [first] }), [UPVOTE]: { status: 500, body } });
    const shown = await item();
    fireEvent.click(upvoteIn(shown));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(shownMessage, product));
    expect(upvoteIn(shown).textContent).toBe('Upvote 2');
  },
);

it('when the author deletes their comment and confirms, then the list drops it', async () => {
  showComments({
    [LIST]: ok({ comments: [comment(1, { isOwn: true }), comment(2)] }),
    [DELETE]: ok({ message: 'Comment deleted' }),
  });
  fireEvent.click(within(await item()).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
  await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Comment by Reader 1' })).toBeNull());
  expect(screen.getAllByRole('listitem').map((shown) => shown.getAttribute('aria-label'))).toEqual([
    'Comment by Reader 2',
  ]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('when deleting fails without a message, then "Error Deleting" is the toast and the comment stays', async () => {
  showComments({ [LIST]: ok({ comments: [comment(1, { isOwn: true })] }), [DELETE]: { status: 500, body: {} } });
  fireEvent.click(within(await item()).getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ERROR_DELETING, product));
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

it("when a reader looks at others' comments and their own, then only their own has Delete and only others' have Report", async () => {
  showComments({ [LIST]: ok({ comments: [comment(1, { isOwn: true }), comment(2)] }) });
  const buttonsOf = (shown: HTMLElement) =>
    within(shown)
      .getAllByRole('button')
      .map((button) => button.textContent);
  expect(buttonsOf(await item('Reader 1'))).toEqual(['Upvote 0', 'Delete']);
  expect(buttonsOf(await item('Reader 2'))).toEqual(['Upvote 0', 'Report']);
});

it('when a visitor reads the comments, then there is neither Delete nor Report', async () => {
  showComments({ [LIST]: ok({ comments: [comment(1)] }) }, { signedIn: false });
  expect(
    within(await item())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Upvote 0']);
});

it('when a reader reports a comment with a reason, then the moderators get it and the reader is thanked', async () => {
  const sent = showComments({
    [LIST]: ok({ comments: [first] }),
    'POST /api/reports': { status: 201, body: { message: 'Reported' } },
  });
  fireEvent.click(within(await item()).getByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this comment' }); // its code comes on the first press
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Please tell us why');
  fireEvent.change(within(dialog).getByLabelText('Why should our moderators look at it?'), {
    target: { value: 'Spam link' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REPORT_RECEIVED, product));
  expect(sent.find((request) => request.path === '/api/reports')?.body).toEqual({
    kind: 'comment',
    artSlug: SLUG,
    commentId: first._id,
    reason: 'Spam link',
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});
