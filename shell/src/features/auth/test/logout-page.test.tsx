/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { waitFor } from '@testing-library/react';
import { LogoutPage } from '../components/logout-page';
import { answerWith, renderPage } from './render-page';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'old-token');
  localStorage.setItem('user', '{}');
});

it.each([
  ['answers', { status: 200, body: { message: 'Logged out' } }],
  ['fails', { status: 503, body: { message: 'Service unavailable' } }],
])('when the server %s, then the token is ended there, the session removed and the browser sent to /login', async (_case, answer) => {
  const sent = answerWith({ 'POST /api/auth/logout': answer });
  const { redirect } = renderPage(<LogoutPage />, '/logout');
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login'));
  expect(sent[0]).toMatchObject({ path: '/api/auth/logout', authorization: 'Bearer old-token' });
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});
