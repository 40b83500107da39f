/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile, AdminListItem } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const owner: AdminProfile = {
  id: 'a1',
  email: 'ada@easel.example',
  name: 'Ada Admin',
  role: 'owner',
  canRefund: false,
  totpEnabled: true,
};
const listed = (admin: AdminProfile, changes: Partial<AdminListItem> = {}): AdminListItem => ({
  ...admin,
  disabled: false,
  createdAt: '2026-01-01T00:00:00Z',
  ...changes,
});
const sam: AdminListItem = listed({
  id: 'a2',
  email: 'sam@easel.example',
  name: 'Sam Support',
  role: 'support',
  canRefund: false,
  totpEnabled: true,
});

function openAdmins(answers: Answers = {}) {
  localStorage.setItem('admintoken', 'admin-token');
  const sent = answerWith({
    'GET /api/admin/me': { status: 200, body: { admin: owner } },
    'GET /api/admin/admins': { status: 200, body: { admins: [listed(owner), sam], total: 2, page: 1, pageSize: 20 } },
    ...answers,
  });
  openApp(adminApp, '/admin/admins');
  return sent;
}
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

beforeEach(() => localStorage.clear());

it('when the owner opens Admins, then each admin shows with role, refund right, second factor; no actions on their own row', async () => {
  openAdmins();
  const samRow = await screen.findByRole('listitem', { name: 'Sam Support' });
  expect(samRow.textContent).toContain('sam@easel.example');
  expect(samRow.textContent).toContain('Support');
  expect(samRow.textContent).toContain('No refunds');
  expect(samRow.textContent).toContain('Second factor on');
  expect(
    within(samRow)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Change role', 'Disable', 'Reset second factor']);
  expect(within(screen.getByRole('listitem', { name: 'Ada Admin' })).queryAllByRole('button')).toEqual([]);
});

it("when the owner disables an admin, then a reason is asked for first and sent with it; the server's refusal shows in the dialog", async () => {
  let refuse = true;
  const sent = openAdmins({
    'POST /api/admin/admins/a2/disable': () =>
      refuse
        ? { status: 409, body: { message: 'You cannot do this to your own account' } }
        : { status: 200, body: { admin: { ...sam, disabled: true } } },
  });
  fireEvent.click(
    within(await screen.findByRole('listitem', { name: 'Sam Support' })).getByRole('button', { name: 'Disable' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Disable Sam Support' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
  const refusal = await within(dialog).findByText('Please give a reason');
  expect(within(dialog).getByLabelText('Reason').getAttribute('aria-describedby')).toBe(refusal.id);
  type(dialog, 'Reason', 'Left the team');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('You cannot do this to your own account');
  refuse = false;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { reason: 'Left the team' },
    { reason: 'Left the team' },
  ]);
});

it('when the owner invites an admin without a password, then the made-up password is shown once', async () => {
  const sent = openAdmins({
    'POST /api/admin/admins': {
      status: 201,
      body: {
        admin: listed({ ...sam, id: 'a3', name: 'Rita Refunds', email: 'rita@easel.example' }),
        initialPassword: 'k3Yb9xQ2mWv7pLr4-a1b2',
      },
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Invite an admin' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite an admin' });
  type(dialog, 'Name', 'Rita Refunds');
  type(dialog, 'E-mail', 'rita@easel.example');
  fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'support' } });
  fireEvent.click(await within(dialog).findByLabelText('May refund orders'));
  type(dialog, 'Reason', 'Joins support');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));

  const done = await screen.findByRole('dialog', { name: 'Admin invited' });
  expect(within(done).getByLabelText('Initial password').textContent).toBe('k3Yb9xQ2mWv7pLr4-a1b2');
  expect(sent.find((call) => call.path === '/api/admin/admins' && call.method === 'POST')?.body).toEqual({
    name: 'Rita Refunds',
    email: 'rita@easel.example',
    role: 'support',
    canRefund: true,
    reason: 'Joins support',
  });
});

it('when the admins cannot be loaded, then the page says so and offers a retry', async () => {
  openAdmins({ 'GET /api/admin/admins': { status: 503, body: { message: 'down' } } });
  const error = await screen.findByRole('alert');
  expect(within(error).getByRole('heading').textContent).toBe('The admins could not be loaded');
  expect(within(error).getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(false);
});

it('when a moderator types /admin/admins, then the page says the section is not for their role and asks the server nothing', async () => {
  const sent = openAdmins({ 'GET /api/admin/me': { status: 200, body: { admin: { ...owner, role: 'moderator' } } } });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'You do not have permission to do this: this section is not open to the moderator role.',
  );
  expect(sent.map((call) => call.path)).toEqual(['/api/admin/me']);
});
