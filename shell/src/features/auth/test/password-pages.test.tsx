/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { ChangePasswordPage } from '../components/change-password-page';
import { ForgetPasswordPage } from '../components/forget-password-page';
import { ResetPasswordPage } from '../components/reset-password-page';
import { DEMO_USER } from './demo-user';
import { answerWith, renderPage } from './render-page';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const NEUTRAL = 'If an account exists for that e-mail, a link to reset the password is on its way';

const USABLE = {
  'GET /api/auth/reset-password/3f0c': { status: 200, body: { message: 'This reset link can be used' } },
};

beforeEach(() => {
  localStorage.clear();
  jest.mocked(toast.error).mockReset();
});

describe('/forget-password', () => {
  it("when an e-mail is sent, then the server's neutral message shows", async () => {
    const sent = answerWith({ 'POST /api/auth/forgot-password': { status: 200, body: { message: NEUTRAL } } });
    renderPage(<ForgetPasswordPage />, '/forget-password');
    type('E-mail', 'nobody@example.com');
    press('Send reset link');
    expect((await screen.findByRole('status')).textContent).toBe(NEUTRAL);
    expect(sent.find((request) => request.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'nobody@example.com',
    });
  });

  it('when the call is refused, then its message shows once, as a toast', async () => {
    const tooMany = 'Too many attempts, please wait a minute and try again';
    answerWith({ 'POST /api/auth/forgot-password': { status: 429, body: { message: tooMany } } });
    renderPage(<ForgetPasswordPage />, '/forget-password');
    type('E-mail', 'nobody@example.com');
    press('Send reset link');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(tooMany, expect.anything()));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when the e-mail is empty, then it says so and nothing is sent', async () => {
    const sent = answerWith({});
    renderPage(<ForgetPasswordPage />, '/forget-password');
    press('Send reset link');
    expect((await screen.findByText('Please enter your e-mail')).getAttribute('role')).toBe('alert');
    expect(sent).toEqual([]);
  });
});

describe('/reset-password/:id', () => {
  const open = () => renderPage(<ResetPasswordPage />, '/reset-password/3f0c', '/reset-password/:id');

  it("when the two passwords differ, then 'Passwords do not match' shows at the confirmation", async () => {
    const sent = answerWith(USABLE);
    open();
    await screen.findByLabelText('New password');
    type('New password', 'new-secret-1');
    type('Confirm new password', 'new-secret-2');
    press('Reset password');
    expect((await screen.findByText('Passwords do not match')).getAttribute('role')).toBe('alert');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('when the new password is set, then the message and a way to log in show', async () => {
    const sent = answerWith({
      ...USABLE,
      'POST /api/auth/reset-password/3f0c': {
        status: 200,
        body: { message: 'Your password has been reset, please log in' },
      },
    });
    open();
    await screen.findByLabelText('New password');
    type('New password', 'new-secret-1');
    type('Confirm new password', 'new-secret-1');
    press('Reset password');
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been reset, please log in');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ password: 'new-secret-1' });
  });

  it.each([
    [410, 'This reset link has expired. Ask for a new one.'],
    [404, 'This reset link has been used or is unknown. Ask for a new one.'],
  ])(
    'when the check answers %s, then its message and a way to a new link show instead of the form',
    async (status, message) => {
      answerWith({ 'GET /api/auth/reset-password/3f0c': { status, body: { message } } });
      open();
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forget-password');
      expect(screen.queryByLabelText('New password')).toBeNull();
      expect(toast.error).not.toHaveBeenCalled();
    },
  );

  it('when the check cannot answer, then the form shows and the reset itself says what is wrong, once, as a toast', async () => {
    answerWith({
      'GET /api/auth/reset-password/3f0c': { status: 502, body: { message: 'Service unavailable' } },
      'POST /api/auth/reset-password/3f0c': {
        status: 400,
        body: { message: 'This reset link is invalid or has expired' },
      },
    });
    open();
    await screen.findByLabelText('New password');
    type('New password', 'new-secret-1');
    type('Confirm new password', 'new-secret-1');
    press('Reset password');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This reset link is invalid or has expired', expect.anything()),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/change-password', () => {
  function loggedInAs(user = DEMO_USER) {
    localStorage.setItem('token', 'old-token');
    localStorage.setItem('user', JSON.stringify(user));
  }

  it('when the account signs in with Google, then an explanation shows instead of the form', () => {
    loggedInAs({ ...DEMO_USER, google: true });
    answerWith({});
    renderPage(<ChangePasswordPage />, '/change-password');
    expect(screen.getByText(/You sign in with Google/).textContent).toBe(
      "You sign in with Google, so your account has no password of its own to change here. Your Google account's" +
        ' password and security settings are managed by Google.',
    );
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it("when the confirmation differs, then 'Passwords do not match' shows", async () => {
    loggedInAs();
    answerWith({});
    renderPage(<ChangePasswordPage />, '/change-password');
    type('Current password', 'old-secret-1');
    type('New password', 'new-secret-1');
    type('Confirm new password', 'new-secret-9');
    press('Change password');
    expect((await screen.findByText('Passwords do not match')).getAttribute('role')).toBe('alert');
  });

  it("when the password is changed, then the new token is stored and 'Password changed' shows", async () => {
    loggedInAs();
    const sent = answerWith({
      'POST /api/auth/change-password': { status: 200, body: { message: 'Password changed', token: 'new-token' } },
    });
    renderPage(<ChangePasswordPage />, '/change-password');
    type('Current password', 'old-secret-1');
    type('New password', 'new-secret-1');
    type('Confirm new password', 'new-secret-1');
    press('Change password');
    expect((await screen.findByRole('status')).textContent).toBe('Password changed');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(sent[0]).toMatchObject({
      body: { oldPassword: 'old-secret-1', newPassword: 'new-secret-1' },
      authorization: 'Bearer old-token',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it("when the current password is wrong, then the server's message shows once, as a toast", async () => {
    loggedInAs();
    answerWith({ 'POST /api/auth/change-password': { status: 400, body: { message: 'Current password is wrong' } } });
    renderPage(<ChangePasswordPage />, '/change-password');
    type('Current password', 'old-secret-0');
    type('New password', 'new-secret-1');
    type('Confirm new password', 'new-secret-1');
    press('Change password');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Current password is wrong', expect.anything()));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('token')).toBe('old-token');
  });
});
