/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile, DashboardAnswer } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

// jsdom has no canvas: the chart is a stand-in that shows what it was given.
jest.mock('react-chartjs-2', () => ({
  Bar: ({ data }: { data: { labels: string[]; datasets: { label: string; data: number[] }[] } }) => (
    <div data-testid="chart">{data.datasets.map((set) => `${set.label}: ${set.data.join(',')}`).join(' | ')}</div>
  ),
}));

const admin = (role: AdminProfile['role']): AdminProfile => ({
  id: 'a1',
  email: 'x@easel.example',
  name: 'X',
  role,
  canRefund: false,
  totpEnabled: role === 'owner',
});
const WEEKS = [
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
];
const at = (n: number, value: number) => WEEKS.map((_, i) => (i === n ? value : 0));
const dashboard = (fields: Partial<DashboardAnswer> = {}): DashboardAnswer => ({
  weeks: WEEKS,
  newUsers: at(11, 4),
  newArtworks: at(0, 2),
  orders: at(10, 3),
  revenue: [{ currency: 'EUR', amounts: at(10, 1500) }],
  failedDeliveries: [
    {
      service: 'commerce',
      id: 'e1',
      type: 'order-cancelled.release',
      attempts: 4,
      lastError: 'catalog did not answer',
      nextAttemptAt: '2026-11-24T10:00:00.000Z',
      createdAt: '2026-11-24T09:00:00.000Z',
    },
  ],
  unreachable: [],
  ...fields,
});

function openDashboard(role: AdminProfile['role'], answers: Answers) {
  localStorage.setItem('admintoken', 'admin-token');
  const sent = answerWith({ 'GET /api/admin/me': { status: 200, body: { admin: admin(role) } }, ...answers });
  openApp(adminApp, '/admin');
  return sent;
}
const figure = (name: string) => screen.findByRole('figure', { name });

beforeEach(() => localStorage.clear());

it('when an admin opens the dashboard, then each chart says its total and this week, and draws the weeks from the server', async () => {
  openDashboard('support', { 'GET /api/admin/dashboard': { status: 200, body: dashboard() } });
  const users = await figure('New users');
  expect(users.textContent).toContain('4 in 12 weeks; 4 this week.');
  expect((await within(users).findByTestId('chart')).textContent).toBe(`New users: ${at(11, 4).join(',')}`);
  expect((await figure('New artworks')).textContent).toContain('2 in 12 weeks; 0 this week.');
  expect((await figure('Orders')).textContent).toContain('3 in 12 weeks');
  const revenue = await figure('Revenue (EUR)');
  expect(revenue.textContent).toContain('€1,500 in 12 weeks');
  // The numbers are a table too, with each week's Monday.
  const week = within(revenue).getByRole('rowheader', { name: '16 Nov' }).closest('tr')!;
  expect(
    within(week)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['€1,500']);
});

it('when support opens it, then the failed deliveries show without Retry', async () => {
  openDashboard('support', { 'GET /api/admin/dashboard': { status: 200, body: dashboard() } });
  const delivery = await screen.findByRole('article', { name: 'order-cancelled.release in commerce' });
  expect(delivery.textContent).toContain('4 attempts');
  expect(delivery.textContent).toContain('catalog did not answer');
  expect(within(delivery).queryByRole('button', { name: 'Retry' })).toBeNull();
});

it('when the owner retries a delivery, then a reason is asked and the retry is sent with it', async () => {
  const sent = openDashboard('owner', {
    'GET /api/admin/dashboard': { status: 200, body: dashboard() },
    'POST /api/admin/dashboard/outbox/commerce/e1/retry': { status: 200, body: { event: {} } },
  });
  const delivery = await screen.findByRole('article', { name: 'order-cancelled.release in commerce' });
  fireEvent.click(within(delivery).getByRole('button', { name: 'Retry' }));
  const dialog = screen.getByRole('dialog', { name: 'Retry the delivery' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
  const refusal = await within(dialog).findByText('Please give a reason');
  expect(within(dialog).getByLabelText('Reason').getAttribute('aria-describedby')).toBe(refusal.id);
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Catalog is back' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent.find((request) => request.method === 'POST')).toMatchObject({ body: { reason: 'Catalog is back' } });
});

it('when nothing failed and a service did not answer, then it says both', async () => {
  openDashboard('editor', {
    'GET /api/admin/dashboard': {
      status: 200,
      body: dashboard({ failedDeliveries: [], unreachable: ['catalog'], revenue: [] }),
    },
  });
  await screen.findByText('Every service’s events are getting through.');
  expect(screen.queryByRole('list', { name: 'Failed deliveries' })).toBeNull();
  expect(screen.getByRole('status').textContent).toContain('Not answering: catalog');
  expect((await figure('Revenue')).textContent).toContain('None in 12 weeks.');
});

it('when the dashboard cannot be loaded, then an error with a retry shows', async () => {
  openDashboard('owner', { 'GET /api/admin/dashboard': { status: 503, body: { message: 'down' } } });
  const error = await screen.findByRole('alert');
  expect(within(error).getByRole('heading').textContent).toBe('The dashboard could not be loaded');
  expect(within(error).getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(false);
});
