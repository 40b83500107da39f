/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile, AdminPulseState, AdminPulseWeek } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const editor: AdminProfile = {
  id: 'a3',
  email: 'editor@easel.example',
  name: 'Eve Editor',
  role: 'editor',
  canRefund: false,
  totpEnabled: false,
};
const WEEK = '2026-11-23';
const LAST_WEEK = '2026-11-16';
const state = (votingOpen: boolean): AdminPulseState => ({
  week: WEEK,
  votingOpen,
  weeks: [
    { week: WEEK, final: false },
    { week: LAST_WEEK, final: true },
  ],
});
const ranking = (week: string, slugs: string[]): AdminPulseWeek => ({
  week,
  final: week !== WEEK,
  votingOpen: week === WEEK,
  entries: slugs.map((slug, i) => ({
    slug,
    title: slug === 'old-winner' ? null : `Title of ${slug}`,
    position: i + 1,
    votes: 10 - i,
  })),
});

function openPulse(answers: Answers) {
  localStorage.setItem('admintoken', 'admin-token');
  const sent = answerWith({
    'GET /api/admin/me': { status: 200, body: { admin: editor } },
    [`GET /api/admin/pulse/weeks/${WEEK}`]: { status: 200, body: ranking(WEEK, ['blue-harbour', 'red-field']) },
    [`GET /api/admin/pulse/weeks/${LAST_WEEK}`]: { status: 200, body: ranking(LAST_WEEK, ['old-winner']) },
    ...answers,
  });
  openApp(adminApp, '/admin/pulse');
  return sent;
}
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => localStorage.clear());

it('when an editor opens the Pulse, then this week’s switch and live ranking (by title) show, and a past week its final ranking (by slug once a work is gone)', async () => {
  openPulse({ 'GET /api/admin/pulse': { status: 200, body: state(true) } });
  expect((await screen.findByText(/voting is/)).textContent).toBe('This week, from 23 Nov 2026: voting is open.');
  expect(rowsOf(await screen.findByRole('list', { name: 'Live ranking' }))).toEqual([
    '1Title of blue-harbour10 votes',
    '2Title of red-field9 votes',
  ]);
  fireEvent.click(screen.getByRole('button', { name: '16 Nov 2026' }));
  expect(rowsOf(await screen.findByRole('list', { name: 'Final ranking, week of 16 Nov 2026' }))).toEqual([
    '1old-winner10 votes',
  ]);
});

it('when the editor closes voting, then a reason is asked first, the switch is sent with it, and the page says voting is closed', async () => {
  let open = true;
  const sent = openPulse({
    'GET /api/admin/pulse': () => ({ status: 200, body: state(open) }),
    'PUT /api/admin/pulse/voting': () => {
      open = false;
      return { status: 200, body: state(false) };
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Close voting' }));
  const dialog = screen.getByRole('dialog', { name: 'Close voting' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close voting' }));
  const refusal = await within(dialog).findByText('Please give a reason');
  expect(within(dialog).getByLabelText('Reason').getAttribute('aria-describedby')).toBe(refusal.id);
  expect(sent.some((request) => request.method === 'PUT')).toBe(false);

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Vote fraud check' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close voting' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ open: false, reason: 'Vote fraud check' });
  await screen.findByRole('button', { name: 'Open voting' });
  expect(screen.queryByRole('button', { name: 'Close voting' })).toBeNull();
  expect(screen.getByText(/voting is/).textContent).toContain('Visitors see that voting is closed');
});

it('when a week is recomputed and the Pulse is busy, then the dialog stays open and says why', async () => {
  openPulse({
    'GET /api/admin/pulse': { status: 200, body: state(true) },
    [`POST /api/admin/pulse/weeks/${WEEK}/recompute`]: {
      status: 409,
      body: { message: 'The Pulse is being ranked right now; please try again in a moment' },
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Recompute this week' }));
  const dialog = screen.getByRole('dialog', { name: 'Recompute the week' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
    target: { value: 'Removed fake votes' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Recompute' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'The Pulse is being ranked right now; please try again in a moment',
  );
});

it('when this week has no ranking yet, then it says so', async () => {
  openPulse({
    'GET /api/admin/pulse': { status: 200, body: { ...state(true), weeks: [] } },
    [`GET /api/admin/pulse/weeks/${WEEK}`]: { status: 404, body: { message: 'No Pulse for this week' } },
  });
  // A week with no ranking yet is no error.
  await screen.findByText('No artwork is ranked in this week yet.');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('when the Pulse cannot be read, then it says so and offers to try again', async () => {
  openPulse({
    'GET /api/admin/pulse': {
      status: 503,
      body: { message: 'The community service is not answering; please try again' },
    },
  });
  const error = await screen.findByRole('alert');
  expect(within(error).getByRole('heading').textContent).toBe('The Weekly Pulse could not be loaded');
  expect(within(error).getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(false);
});
