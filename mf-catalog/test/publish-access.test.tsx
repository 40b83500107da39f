/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerWith, CUSTOMER, renderPublishing, user } from './publish-render';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const become = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const pageTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

it('when a signed-in customer opens /publish, then they are sent to /publish/register to become an artist', async () => {
  answerWith({});
  renderPublishing('/publish', CUSTOMER);
  await waitFor(() => expect(pageTitle()).toBe('Become an artist'));
  expect(screen.getByRole('form', { name: 'Become an artist' }).contains(screen.getByLabelText('Artist name'))).toBe(
    true,
  );
});

it('when an artist opens /publish/register, then the artwork form opens instead', async () => {
  answerWith({});
  renderPublishing('/publish/register', user());
  await waitFor(() => expect(pageTitle()).toBe('Submit artwork'));
});

it('when the artist name is left empty, then the contract message shows under it and nothing is sent', async () => {
  const sent = answerWith({});
  renderPublishing('/publish/register', CUSTOMER);
  become();
  expect((await screen.findByText('Please enter your artist name')).getAttribute('role')).toBe('alert');
  expect(screen.getByLabelText('Artist name').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText('Artist name'));
  expect(sent).toEqual([]);
});

it('when a customer becomes an artist, then the fresh session is kept and the artwork form opens', async () => {
  const artist = user({ _id: CUSTOMER._id, artistName: 'Cleo Studio', slug: 'cleo-studio' });
  const sent = answerWith({
    'POST /api/user/become-artist': { status: 200, body: { token: 'artist-token', user: artist } },
  });
  renderPublishing('/publish/register', CUSTOMER);
  fireEvent.change(screen.getByLabelText('Artist name'), { target: { value: '  Cleo Studio ' } });
  become();
  await waitFor(() => expect(pageTitle()).toBe('Submit artwork'));
  expect(sent[0]).toMatchObject({
    method: 'POST',
    path: '/api/user/become-artist',
    body: { artistName: 'Cleo Studio' },
    authorization: 'Bearer token-of-customer-1',
  });
  expect(localStorage.getItem('token')).toBe('artist-token');
  expect(JSON.parse(localStorage.getItem('user') ?? '{}').role).toBe('user');
});

it('when the server refuses, then its message shows under the form and the name stays', async () => {
  answerWith({ 'POST /api/user/become-artist': { status: 409, body: { message: 'You are already an artist' } } });
  renderPublishing('/publish/register', CUSTOMER);
  fireEvent.change(screen.getByLabelText('Artist name'), { target: { value: 'Cleo Studio' } });
  become();
  expect((await screen.findByRole('alert')).textContent).toBe('You are already an artist');
  expect((screen.getByLabelText('Artist name') as HTMLInputElement).value).toBe('Cleo Studio');
});
