/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { RegisterPage } from '../components/register-page';
import { DEMO_USER } from './demo-user';
import { answerWith, renderPage } from './render-page';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const created = { status: 201, body: { token: 'new-token', user: DEMO_USER } };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const createAccount = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const registered = (sent: ReturnType<typeof answerWith>) =>
  sent.find((request) => request.path === '/api/auth/register')?.body;

function fillInPerson() {
  type('First name', 'Ana');
  type('Last name', 'Lima');
  type('E-mail', 'ana@example.com');
  type('Password', 'secret-1234');
}

beforeEach(() => {
  localStorage.clear();
  jest.mocked(toast.error).mockReset();
  jest.mocked(toast.success).mockReset();
});

it('when a visitor opens /register, then "I\'m a collector" is chosen and there is no artist name', () => {
  answerWith({});
  renderPage(<RegisterPage />, '/register');
  expect((screen.getByLabelText(/I'm a collector/) as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByLabelText('Artist name')).toBeNull();
});

it.each(['/register?artist=true', '/register?publish=true'])(
  'when a visitor opens %s, then "I\'m an artist" is chosen and the artist name is asked',
  (path) => {
    answerWith({});
    renderPage(<RegisterPage />, path);
    expect((screen.getByLabelText(/I'm an artist/) as HTMLInputElement).checked).toBe(true);
    const hint = screen.getByText('Shown on your artist page and on every artwork you publish.');
    expect(screen.getByLabelText('Artist name').getAttribute('aria-describedby')).toBe(hint.id);
  },
);

it('when the form is sent empty, then every field says why, tied to it with aria-describedby', async () => {
  const sent = answerWith({});
  renderPage(<RegisterPage />, '/register?artist=true');
  createAccount();
  const expected = {
    'First name': 'Please enter your first name',
    'Last name': 'Please enter your last name',
    'Artist name': 'Please enter your artist name',
    'E-mail': 'Please enter your e-mail',
    Password: 'Password must be at least 8 characters',
  };
  await screen.findByText('Please enter your first name');
  for (const [label, message] of Object.entries(expected)) {
    const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
  }
  expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  expect(registered(sent)).toBeUndefined();
});

it('when a field is corrected, then its message goes away', async () => {
  answerWith({});
  renderPage(<RegisterPage />, '/register');
  createAccount();
  await screen.findByText('Please enter your first name');
  type('First name', 'Ana');
  expect(screen.queryByText('Please enter your first name')).toBeNull();
  expect(screen.getByText('Please enter your last name').getAttribute('role')).toBe('alert');
});

it('when a collector registers, then role customer is sent without an artist name, the session starts and / opens', async () => {
  const sent = answerWith({ 'POST /api/auth/register': created });
  renderPage(<RegisterPage />, '/register');
  fillInPerson();
  createAccount();
  await screen.findByText('Landed on /');
  expect(registered(sent)).toEqual({
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@example.com',
    password: 'secret-1234',
    role: 'customer',
  });
  expect(localStorage.getItem('token')).toBe('new-token');
});

it('when an artist registers from /register?publish=true, then role user with the artist name is sent and /publish opens', async () => {
  const sent = answerWith({ 'POST /api/auth/register': created });
  renderPage(<RegisterPage />, '/register?publish=true');
  fillInPerson();
  type('Artist name', 'Ana Lima Studio');
  createAccount();
  await screen.findByText('Landed on /publish');
  expect(registered(sent)).toMatchObject({ role: 'user', artistName: 'Ana Lima Studio' });
});

it('when an artist registers from /register?artist=true, then their own artist page opens, where their first steps are', async () => {
  const artist = { ...DEMO_USER, role: 'user' as const, artistName: 'Ana Lima Studio', slug: 'ana-lima-studio' };
  answerWith({ 'POST /api/auth/register': { status: 201, body: { token: 'new-token', user: artist } } });
  renderPage(<RegisterPage />, '/register?artist=true');
  fillInPerson();
  type('Artist name', 'Ana Lima Studio');
  createAccount();
  await screen.findByText('Landed on /artist/ana-lima-studio');
  expect(toast.success).toHaveBeenCalledWith('Welcome to Easel, Ana: your account is ready.', expect.anything());
});

it("when the e-mail already has an account, then the server's 409 message shows once, as a toast, and the values stay", async () => {
  answerWith({
    'POST /api/auth/register': { status: 409, body: { message: 'An account with this e-mail already exists' } },
  });
  renderPage(<RegisterPage />, '/register');
  fillInPerson();
  createAccount();
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('An account with this e-mail already exists', expect.anything()),
  );
  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).toBeNull();
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
  expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ana');
});

it('when the account is created, then a toast welcomes the person by their first name', async () => {
  answerWith({ 'POST /api/auth/register': created });
  renderPage(<RegisterPage />, '/register');
  fillInPerson();
  createAccount();
  await screen.findByText('Landed on /');
  expect(toast.success).toHaveBeenCalledWith(
    'Welcome to Easel, Ana: your account is ready.',
    expect.objectContaining({ autoClose: 3000 }),
  );
});

it('when a signed-in visitor opens /register?publish=true, then they go on to /publish without the form', () => {
  localStorage.setItem('token', 'old-token');
  answerWith({});
  renderPage(<RegisterPage />, '/register?publish=true');
  expect(screen.getByText(/^Landed on/).textContent).toBe('Landed on /publish');
  expect(screen.queryByLabelText('First name')).toBeNull();
});
