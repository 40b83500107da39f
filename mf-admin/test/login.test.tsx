/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminProfile } from '@easel/contracts';
import { answerWith, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const owner: AdminProfile = {
  id: 'a1',
  email: 'ada@easel.example',
  name: 'Ada Admin',
  role: 'owner',
  canRefund: false,
  totpEnabled: true,
};
const signedIn = { status: 200, body: { status: 'signed-in', token: 'admin-token', admin: owner } };
const me = { status: 200, body: { admin: owner } };

beforeEach(() => localStorage.clear());

const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function enterPassword(email = 'ada@easel.example', password = 'easel-demo-1') {
  await type('E-mail', email);
  await type('Password', password);
  click('Sign in');
}

it('when an admin with a second factor signs in, then the code is asked for next, and with it only admintoken is stored and /admin opens', async () => {
  localStorage.setItem('token', 'user-token');
  const sent = answerWith({
    'POST /api/admin/login': () =>
      sent.filter((call) => call.path === '/api/admin/login').length === 1
        ? { status: 200, body: { status: 'code-required' } }
        : signedIn,
    'GET /api/admin/me': me,
  });
  openApp(adminApp, '/admin/login');
  await enterPassword();
  expect((await screen.findByRole('form', { name: 'Second factor' })).textContent).toContain(
    'Enter the 6-digit code your authenticator app shows for ada@easel.example.',
  );
  await type('Code', '123456');
  click('Sign in');

  await waitFor(() => expect(window.location.pathname).toBe('/admin'));
  expect(sent.filter((call) => call.path === '/api/admin/login').map((call) => call.body)).toEqual([
    { email: 'ada@easel.example', password: 'easel-demo-1' },
    { email: 'ada@easel.example', password: 'easel-demo-1', code: '123456' },
  ]);
  expect(localStorage.getItem('admintoken')).toBe('admin-token');
  expect(localStorage.getItem('token')).toBe('user-token');
});

it('when the password is wrong, then "Wrong e-mail or password" shows beside the form and nothing is stored', async () => {
  answerWith({ 'POST /api/admin/login': { status: 401, body: { message: 'Wrong e-mail or password' } } });
  openApp(adminApp, '/admin/login');
  await enterPassword('ada@easel.example', 'nope');
  expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
  expect(localStorage.getItem('admintoken')).toBeNull();
});

it("when the code is wrong, or the account is locked, then the server's message shows at the code step", async () => {
  const sent = answerWith({
    'POST /api/admin/login': () => {
      const tries = sent.filter((call) => call.path === '/api/admin/login').length;
      if (tries === 1) return { status: 200, body: { status: 'code-required' } };
      if (tries === 2)
        return { status: 401, body: { message: 'Wrong code: please enter the code your authenticator app shows now' } };
      return {
        status: 429,
        body: { message: 'Too many failed attempts: this account is locked. Please try again in 15 minutes.' },
      };
    },
  });
  openApp(adminApp, '/admin/login');
  await enterPassword();
  await type('Code', '000000');
  click('Sign in');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Wrong code: please enter the code your authenticator app shows now',
  );
  await type('Code', '111111');
  click('Sign in');
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many failed attempts: this account is locked. Please try again in 15 minutes.',
    ),
  );
  expect(localStorage.getItem('admintoken')).toBeNull();
});

it('when the code is not 6 digits, then the form says so before sending it', async () => {
  answerWith({ 'POST /api/admin/login': { status: 200, body: { status: 'code-required' } } });
  openApp(adminApp, '/admin/login');
  await enterPassword();
  await type('Code', '12a');
  click('Sign in');
  expect(
    (await screen.findByText('Please enter the 6-digit code from your authenticator app')).getAttribute('role'),
  ).toBe('alert');
});

it('when an owner has no second factor yet, then the page sets it up with the sign-in pass, and the confirmed code signs them in at ?next=', async () => {
  const sent = answerWith({
    'POST /api/admin/login': {
      status: 200,
      body: { status: 'enrolment-required', token: 'set-up-pass', admin: { ...owner, totpEnabled: false } },
    },
    'POST /api/admin/me/second-factor': {
      status: 200,
      body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Easel%20admin:ada?secret=JBSWY3DPEHPK3PXP' },
    },
    'POST /api/admin/me/second-factor/confirm': signedIn,
    'GET /api/admin/me': me,
  });
  openApp(adminApp, '/admin/login?next=%2Fadmin%2Fadmins');
  await enterPassword();
  expect((await screen.findByLabelText('Secret key')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
  expect(screen.getByRole('link', { name: 'this link' }).getAttribute('href')).toBe(
    'otpauth://totp/Easel%20admin:ada?secret=JBSWY3DPEHPK3PXP',
  );
  expect(localStorage.getItem('admintoken')).toBeNull();
  await type('Code', '654321');
  click('Turn on');

  await waitFor(() => expect(window.location.pathname).toBe('/admin/admins'));
  const confirm = sent.find((call) => call.path === '/api/admin/me/second-factor/confirm');
  expect(confirm).toMatchObject({ body: { code: '654321' }, authorization: 'Bearer set-up-pass' });
  expect(localStorage.getItem('admintoken')).toBe('admin-token');
});

it('when a signed-in admin opens /admin/login, then they go on to /admin', async () => {
  localStorage.setItem('admintoken', 'admin-token');
  answerWith({ 'GET /api/admin/me': me });
  openApp(adminApp, '/admin/login');
  await waitFor(() => expect(window.location.pathname).toBe('/admin'));
});
