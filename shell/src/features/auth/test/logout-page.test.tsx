/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { waitFor } from '@testing-library/react';
import { LogoutPage } from '../components/logout-page';
import { answerWith, later, renderPage } from './render-page';

/** A token whose payload says it expired a minute ago. */
const EXPIRED = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '')}.sig`;

beforeEach(() => localStorage.clear());

const signedIn = (token: string) => {
  localStorage.setItem('token', token);
  localStorage.setItem('user', '{}');
};

it.each([
  ['answers', { status: 200, body: { message: 'Logged out' } }],
  ['fails', { status: 503, body: { message: 'Service unavailable' } }],
])(
  'when the server %s, then the token is ended there, the session removed and the browser sent to /login',
  async (_case, answer) => {
    signedIn('old-token');
    const sent = answerWith({ 'POST /api/auth/logout': answer });
    const { redirect } = renderPage(<LogoutPage />, '/logout');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login'));
    expect(sent[0]).toMatchObject({ path: '/api/auth/logout', authorization: 'Bearer old-token' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  },
);

it('when the stored token has expired, then it is sent as it is to be ended, not renewed first', async () => {
  signedIn(EXPIRED);
  const sent = answerWith({ 'POST /api/auth/logout': { status: 200, body: { message: 'Logged out' } } });
  const { redirect } = renderPage(<LogoutPage />, '/logout');
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login'));
  expect(sent.map(({ path, authorization }) => [path, authorization])).toEqual([
    ['/api/auth/logout', `Bearer ${EXPIRED}`],
  ]);
});

it('when no token is stored, then the logout is still sent, so the session of the refresh cookie ends too', async () => {
  const sent = answerWith({ 'POST /api/auth/logout': { status: 200, body: { message: 'Logged out' } } });
  const { redirect } = renderPage(<LogoutPage />, '/logout');
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login'));
  expect(sent.map(({ path, authorization }) => [path, authorization])).toEqual([['/api/auth/logout', null]]);
});

it("when the server has not answered yet, then the page is already a visitor's, so nothing else on it calls with the ending token", async () => {
  signedIn('old-token');
  const answer = later<{ status: number; body: unknown }>();
  const sent = answerWith({ 'POST /api/auth/logout': answer.promise });
  const { store, redirect } = renderPage(<LogoutPage />, '/logout');
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ path: '/api/auth/logout', authorization: 'Bearer old-token' });
  expect(store.getState().session).toMatchObject({ token: null, user: null });
  expect(localStorage.getItem('token')).toBeNull();
  expect(redirect).not.toHaveBeenCalled();
  answer.settle({ status: 200, body: { message: 'Logged out' } });
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login'));
});
