/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile, PersonDetails } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const ID = '5e000000-0000-4000-8000-000000000001';
const admin = (role: AdminProfile['role']): AdminProfile => ({
  id: 'a1',
  email: 'mo@easel.example',
  name: 'Mo',
  role,
  canRefund: false,
  totpEnabled: false,
});
const nia = (fields: Partial<PersonDetails> = {}): PersonDetails => ({
  id: ID,
  email: 'nia@example.com',
  firstName: 'Nia',
  lastName: 'Stone',
  artistName: 'Nia Stone Studio',
  slug: 'nia-stone',
  role: 'user',
  status: 'active',
  createdAt: '2026-10-01T09:00:00.000Z',
  avatar: null,
  google: false,
  artworkCount: 1,
  suspendedAt: null,
  ...fields,
});
const ok = (body: unknown) => ({ status: 200, body });
const tagsIn = (element: HTMLElement) => Array.from(element.querySelectorAll('.adm-tag'), (tag) => tag.textContent);
// What the account's page says beside a term of its facts (E-mail, Status…).
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

function signedInAs(role: AdminProfile['role'], answers: Answers = {}) {
  localStorage.setItem('admintoken', 'admin-token');
  return answerWith({
    'GET /api/admin/me': ok({ admin: admin(role) }),
    'GET /api/admin/people': ok({
      people: [
        nia(),
        {
          ...nia(),
          id: 'c2',
          email: 'cleo@example.com',
          firstName: 'Cleo',
          lastName: 'Collins',
          artistName: null,
          slug: null,
          role: 'customer',
          status: 'suspended',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    }),
    [`GET /api/admin/people/${ID}/artworks`]: ok({
      artworks: [
        {
          slug: 'blue-harbour',
          title: 'Blue Harbour',
          featuredImage: '/api/media/b.jpg',
          sold: true,
          phidden: false,
          createdAt: '2026-11-01T00:00:00Z',
        },
      ],
      total: 1,
    }),
    [`GET /api/admin/people/${ID}/orders`]: ok({
      orders: [
        {
          orderNumber: 'EA-1001',
          status: 'paid',
          totalMinor: 125000,
          currency: 'EUR',
          itemCount: 2,
          createdAt: '2026-11-02T00:00:00Z',
        },
      ],
      total: 1,
    }),
    ...answers,
  });
}

beforeEach(() => localStorage.clear());

it('when a moderator searches, then the accounts show with role and status, and the search is sent with its words', async () => {
  const sent = signedInAs('moderator');
  openApp(adminApp, '/admin/people');
  const list = await screen.findByRole('list', { name: 'Accounts' });
  const cleo = within(list).getByRole('article', { name: 'Cleo Collins' });
  expect(tagsIn(cleo)).toEqual(['Collector', 'Suspended']);
  expect(within(list).getByRole('article', { name: 'Nia Stone Studio' }).textContent).toContain('Artist');
  expect(screen.getByText('2 accounts').getAttribute('aria-live')).toBe('polite');

  fireEvent.change(screen.getByLabelText('Search by name, e-mail or page address'), { target: { value: ' nia ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(window.location.search).toBe('?q=nia'));
  await waitFor(() =>
    expect(sent.some((call) => call.path === '/api/admin/people' && call.method === 'GET')).toBe(true),
  );
});

it('when nobody matches, then the page says so; when the search fails, then it offers to try again', async () => {
  signedInAs('support', { 'GET /api/admin/people': ok({ people: [], total: 0, page: 1, pageSize: 20 }) });
  const { unmount } = openApp(adminApp, '/admin/people?q=zz');
  await screen.findByText('Nobody matches “zz”.');
  expect(screen.queryByRole('list', { name: 'Accounts' })).toBeNull();
  unmount();
  signedInAs('support', {
    'GET /api/admin/people': {
      status: 503,
      body: { message: 'The identity service is not answering; please try again' },
    },
  });
  openApp(adminApp, '/admin/people');
  const error = await screen.findByRole('alert');
  expect(within(error).getByRole('heading').textContent).toBe('The accounts could not be loaded');
  expect(within(error).getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(false);
});

it('when a moderator opens an account and suspends it with a reason, then the reason is asked first, sent, and the account shows suspended', async () => {
  let current = nia();
  const sent = signedInAs('moderator', {
    [`GET /api/admin/people/${ID}`]: () => ok(current),
    [`POST /api/admin/people/${ID}/suspend`]: () => {
      current = nia({ status: 'suspended', suspendedAt: '2026-11-24T12:00:00.000Z' });
      return ok({ person: current });
    },
  });
  openApp(adminApp, '/admin/people');
  fireEvent.click(await screen.findByRole('link', { name: 'Nia Stone Studio' }));

  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nia Stone Studio'));
  expect(fact('E-mail')).toBe('nia@example.com');
  expect(fact('Status')).toBe('Active');
  const works = await screen.findByRole('region', { name: 'Works (1)' });
  expect(within(works).getByRole('link', { name: 'Blue Harbour' }).getAttribute('href')).toBe('/art/blue-harbour');
  expect(tagsIn(works)).toEqual(['Sold']);
  const orders = await screen.findByRole('region', { name: 'Orders (1)' });
  expect(orders.textContent).toContain('EA-1001');
  expect(orders.textContent).toContain('2 works');
  // A moderator may not open orders: the number is not a link.
  expect(within(orders).queryByRole('link')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
  const refusal = await within(dialog).findByText('Please give a reason');
  expect(within(dialog).getByLabelText('Reason').getAttribute('aria-describedby')).toBe(refusal.id);
  expect(sent.some((call) => call.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Selling stolen work' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent.find((call) => call.method === 'POST')).toMatchObject({
    path: `/api/admin/people/${ID}/suspend`,
    body: { reason: 'Selling stolen work' },
  });
  await waitFor(() => expect(fact('Status')).toBe('Suspended since 24 Nov 2026'));
  expect(screen.queryByRole('button', { name: 'Suspend account' })).toBeNull();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Restore account' }).disabled).toBe(false);
});

it('when the server refuses the action, then its message shows in the dialog', async () => {
  signedInAs('moderator', {
    [`GET /api/admin/people/${ID}`]: ok(nia()),
    [`POST /api/admin/people/${ID}/password-reset`]: {
      status: 503,
      body: { message: 'The identity service is not answering; please try again' },
    },
  });
  openApp(adminApp, `/admin/people/${ID}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send password reset' });
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Asked by phone' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send password reset' }));
  const refusal = await within(dialog).findByText('The identity service is not answering; please try again');
  expect(refusal.getAttribute('role')).toBe('alert');
});

it('when support opens an account, then they see it and its orders as links, but no action; an unknown account says so', async () => {
  signedInAs('support', { [`GET /api/admin/people/${ID}`]: ok(nia()) });
  const { unmount } = openApp(adminApp, `/admin/people/${ID}`);
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nia Stone Studio'));
  expect((await screen.findByRole('link', { name: 'EA-1001' })).getAttribute('href')).toBe('/admin/orders/EA-1001');
  expect(screen.queryByRole('button', { name: 'Suspend account' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Send password reset' })).toBeNull();
  unmount();
  signedInAs('support', { 'GET /api/admin/people/nobody': { status: 404, body: { message: 'User not found' } } });
  openApp(adminApp, '/admin/people/nobody');
  const error = await screen.findByRole('alert');
  expect(within(error).getByRole('heading').textContent).toBe('This account does not exist');
});
