/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { DEMO_USER } from './demo-user';
import { LoginPage } from '../components/login-page';
import { answerWith, later, renderPage } from './render-page';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const loggedInAnswer = { status: 200, body: { token: 'fresh-token', user: DEMO_USER } };

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}
const logIn = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

beforeEach(() => {
  localStorage.clear();
  jest.mocked(toast.error).mockReset();
});

it('when the form is sent empty, then each field says why next to it and nothing is sent', async () => {
  const sent = answerWith({});
  renderPage(<LoginPage />, '/login');
  logIn();
  const email = screen.getByLabelText('E-mail');
  expect((await screen.findByText('Please enter your e-mail')).getAttribute('role')).toBe('alert');
  expect(screen.getByText('Please enter your password').getAttribute('role')).toBe('alert');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Please enter your e-mail',
  );
  expect(document.activeElement).toBe(email);
  expect(sent.filter((request) => request.path.startsWith('/api'))).toEqual([]);
});

it('when the e-mail is not an address, then the same message as the server gives shows', async () => {
  answerWith({});
  renderPage(<LoginPage />, '/login');
  fillIn('ana.example.com', 'secret-1234');
  logIn();
  expect((await screen.findByText('Please enter a valid e-mail address')).getAttribute('role')).toBe('alert');
});

it('when Log in is pressed again while the first is pending, then one request is sent and the button says "Logging in..."', async () => {
  const answer = later<typeof loggedInAnswer>();
  const sent = answerWith({ 'POST /api/auth/login': () => answer.promise });
  renderPage(<LoginPage />, '/login');
  fillIn('ana@example.com', 'secret-1234');
  logIn();
  const button = await screen.findByRole('button', { name: 'Logging in...' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  fireEvent.submit(button.closest('form')!);
  fireEvent.submit(button.closest('form')!);
  await act(async () => answer.settle(loggedInAnswer));
  await screen.findByText('Landed on /');
  expect(sent.filter((request) => request.path === '/api/auth/login')).toHaveLength(1);
});

it("when the password is wrong, then the server's message shows once, as a toast, not under the form, and the e-mail stays", async () => {
  answerWith({ 'POST /api/auth/login': { status: 401, body: { message: 'Wrong e-mail or password' } } });
  renderPage(<LoginPage />, '/login');
  fillIn('ana@example.com', 'wrong-password');
  logIn();
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Wrong e-mail or password', expect.objectContaining({ autoClose: 3000 })),
  );
  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).toBeNull();
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
  expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
  expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(false);
});

describe('a visitor who is signed in already', () => {
  it('when they open /login, then they go on to / and the form never shows', () => {
    localStorage.setItem('token', 'old-token');
    answerWith({});
    renderPage(<LoginPage />, '/login');
    expect(screen.getByText(/^Landed on/).textContent).toBe('Landed on /');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('when they open /login?publish=true, then they go on to /publish', () => {
    localStorage.setItem('token', 'old-token');
    answerWith({});
    renderPage(<LoginPage />, '/login?publish=true');
    expect(screen.getByText(/^Landed on/).textContent).toBe('Landed on /publish');
  });
});

describe('where a successful login goes', () => {
  it('when nothing asks to publish, then to / with the session stored', async () => {
    const sent = answerWith({ 'POST /api/auth/login': loggedInAnswer });
    renderPage(<LoginPage />, '/login');
    fillIn(' Ana@Example.com ', 'secret-1234');
    logIn();
    await screen.findByText('Landed on /');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(DEMO_USER);
    expect(sent.find((request) => request.path === '/api/auth/login')?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret-1234',
    });
  });

  it('when the query says publish=true, then to /publish', async () => {
    answerWith({ 'POST /api/auth/login': loggedInAnswer });
    renderPage(<LoginPage />, '/login?publish=true');
    fillIn('ana@example.com', 'secret-1234');
    logIn();
    await screen.findByText('Landed on /publish');
  });

  it("when local storage's publish flag is 'true', then to /publish and the flag is cleared", async () => {
    localStorage.setItem('publish', 'true');
    answerWith({ 'POST /api/auth/login': loggedInAnswer });
    renderPage(<LoginPage />, '/login');
    fillIn('ana@example.com', 'secret-1234');
    logIn();
    await screen.findByText('Landed on /publish');
    expect(localStorage.getItem('publish')).toBeNull();
  });
});

describe('Google sign-in', () => {
  // What the Google button is described by: why it cannot be used.
  const googleNote = () => {
    const noteId = screen.getByRole('button', { name: /Continue with Google/ }).getAttribute('aria-describedby');
    return noteId && document.getElementById(noteId)?.textContent;
  };

  it('when /config.json cannot be loaded, then the Google button is disabled and says it is not available', async () => {
    answerWith({});
    renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(googleNote()).toBe('Google sign-in is not available on this site yet'));
    expect((screen.getByRole('button', { name: /Continue with Google/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('links keep the publish intent on the way to /register', async () => {
    answerWith({});
    renderPage(<LoginPage />, '/login?publish=true');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?publish=true');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forget-password');
    await waitFor(() => expect(googleNote()).toBe('Google sign-in is not available on this site yet'));
  });
});
