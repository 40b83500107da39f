/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile, ModerationQueueItem, ModerationQueuePage } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const admin = (role: AdminProfile['role']): AdminProfile => ({
  id: 'a1',
  email: 'mo@easel.example',
  name: 'Mo',
  role,
  canRefund: false,
  totpEnabled: false,
});

const artworkReport: ModerationQueueItem = {
  id: 'r1',
  kind: 'artwork',
  artSlug: 'blue-harbour',
  commentId: null,
  reporterId: 'u1',
  reason: 'Copied from another artist',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  comment: null,
  reporter: { id: 'u1', name: 'Dan Reed' },
  artwork: { slug: 'blue-harbour', title: 'Blue Harbour', hidden: false },
};
const commentReport: ModerationQueueItem = {
  ...artworkReport,
  id: 'r2',
  kind: 'comment',
  commentId: 'c1',
  reason: 'Spam',
  comment: { content: '<p>Buy <b>cheap</b> followers</p>', user: { id: 'u9', name: 'Spammer' } },
};
const queuePage = (items: ModerationQueueItem[], total = items.length, page = 1): ModerationQueuePage => ({
  items,
  total,
  page,
  pageSize: 20,
});

function openModeration(role: AdminProfile['role'], answers: Answers) {
  localStorage.setItem('admintoken', 'admin-token');
  const sent = answerWith({ 'GET /api/admin/me': { status: 200, body: { admin: admin(role) } }, ...answers });
  openApp(adminApp, '/admin/moderation');
  return sent;
}
const card = async (name: string) => screen.findByRole('article', { name });

beforeEach(() => localStorage.clear());

it('when a moderator opens the queue, then each report shows what was reported, who reported it and why, with its actions', async () => {
  openModeration('moderator', {
    'GET /api/admin/moderation/reports': { status: 200, body: queuePage([artworkReport, commentReport]) },
  });
  const artwork = await card('Artwork report by Dan Reed');
  expect(within(artwork).getByRole('link', { name: 'Blue Harbour' }).getAttribute('href')).toBe('/art/blue-harbour');
  expect(artwork.textContent).toContain('Reported by Dan Reed: Copied from another artist');
  expect(
    within(artwork)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Hide artwork', 'Dismiss report']);
  const comment = await card('Comment report by Dan Reed');
  // The comment's words, never its markup.
  expect(within(comment).getByText('Buy cheap followers').innerHTML).toBe('Buy cheap followers');
  expect(
    within(comment)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Delete comment', 'Dismiss report']);
});

it('when the moderator hides a work, then a reason is asked first and the hide is sent with it and the report it answers', async () => {
  let hidden = false;
  const sent = openModeration('moderator', {
    'GET /api/admin/moderation/reports': () => ({
      status: 200,
      body: queuePage([{ ...artworkReport, artwork: { ...artworkReport.artwork!, hidden } }]),
    }),
    'POST /api/admin/moderation/artworks/blue-harbour/hide': () => {
      hidden = true;
      return { status: 200, body: { artwork: {} } };
    },
  });
  fireEvent.click(within(await card('Artwork report by Dan Reed')).getByRole('button', { name: 'Hide artwork' }));
  const dialog = screen.getByRole('dialog', { name: 'Hide artwork' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hide artwork' }));
  const refusal = await within(dialog).findByText('Please give a reason');
  expect(within(dialog).getByLabelText('Reason').getAttribute('aria-describedby')).toBe(refusal.id);
  expect(sent.some((request) => request.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Copied work' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hide artwork' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent.find((request) => request.method === 'POST')).toMatchObject({
    body: { reason: 'Copied work', reportId: 'r1' },
  });
  // The queue is read again: the work is now hidden, and may be restored.
  const artwork = await card('Artwork report by Dan Reed');
  await within(artwork).findByRole('button', { name: 'Restore artwork' });
  expect(within(artwork).queryByRole('button', { name: 'Hide artwork' })).toBeNull();
  expect(within(artwork).getByText('Hidden').className).toBe('adm-tag adm-tag--warning');
});

it('when the server refuses an action, then the dialog stays open and says why', async () => {
  openModeration('moderator', {
    'GET /api/admin/moderation/reports': { status: 200, body: queuePage([commentReport]) },
    'POST /api/admin/moderation/comments/c1/delete': { status: 404, body: { message: 'This comment does not exist' } },
  });
  fireEvent.click(within(await card('Comment report by Dan Reed')).getByRole('button', { name: 'Delete comment' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete comment' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Spam link' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('This comment does not exist');
});

it('when there are no reports, then it says so', async () => {
  openModeration('moderator', { 'GET /api/admin/moderation/reports': { status: 200, body: queuePage([]) } });
  expect((await screen.findByText(/No open reports/)).textContent).toBe(
    'No open reports. The community has nothing waiting for you.',
  );
});

it('when the queue has more than a page, then Next shows the next one', async () => {
  let pagesRead = 0;
  openModeration('moderator', {
    'GET /api/admin/moderation/reports': () => ({ status: 200, body: queuePage([artworkReport], 45, ++pagesRead) }),
  });
  expect((await screen.findByText(/^Page \d of \d$/)).textContent).toBe('Page 1 of 3');
  expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByText(/^Page \d of \d$/).textContent).toBe('Page 2 of 3'));
});

it('when the queue cannot be read, then it says so and offers to try again', async () => {
  openModeration('moderator', {
    'GET /api/admin/moderation/reports': { status: 503, body: { message: 'The community service is not answering' } },
  });
  const error = await screen.findByRole('alert');
  expect(within(error).getByRole('heading').textContent).toBe('The reports could not be loaded');
  expect(within(error).getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(false);
});

it('when the moderator opens the resolved reports, then a hidden work can be restored from there, and nothing is dismissed twice', async () => {
  const resolved = {
    ...artworkReport,
    status: 'resolved' as const,
    artwork: { ...artworkReport.artwork!, hidden: true },
  };
  openModeration('moderator', {
    'GET /api/admin/moderation/reports': { status: 200, body: queuePage([artworkReport]) },
  });
  await card('Artwork report by Dan Reed');
  answerWith({
    'GET /api/admin/me': { status: 200, body: { admin: admin('moderator') } },
    'GET /api/admin/moderation/reports': { status: 200, body: queuePage([resolved]) },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
  expect(screen.getByRole('button', { name: 'Resolved' }).getAttribute('aria-pressed')).toBe('true');
  const artwork = await card('Artwork report by Dan Reed');
  await within(artwork).findByRole('button', { name: 'Restore artwork' });
  expect(
    within(artwork)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Restore artwork']);
});
