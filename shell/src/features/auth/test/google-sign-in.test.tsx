/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, screen, waitFor } from '@testing-library/react';
import { GoogleSignIn } from '../components/google-sign-in';
import type { GoogleIdentity } from '../google-identity';
import { DEMO_USER } from './demo-user';
import { answerWith, renderPage } from './render-page';

const CLIENT_ID = 'client-1.apps.googleusercontent.com';

it("when /config.json has a Google client id, then Google's script loads, its button renders, and its credential signs in", async () => {
  const sent = answerWith({
    'GET /config.json': {
      status: 200,
      body: { productName: 'Easel', supportEmail: 'help@easel.example', googleClientId: CLIENT_ID },
    },
    'POST /api/auth/google': { status: 200, body: { token: 'google-token', user: { ...DEMO_USER, google: true } } },
  });
  renderPage(<GoogleSignIn />, '/login');
  let script: HTMLScriptElement | null = null;
  await waitFor(() =>
    expect((script = document.querySelector('script[src="https://accounts.google.com/gsi/client"]'))).not.toBeNull(),
  );
  expect(screen.queryByRole('button', { name: /Continue with Google/ })).toBeNull();

  let options: Parameters<GoogleIdentity['accounts']['id']['initialize']>[0] | undefined;
  const renderButton = jest.fn();
  window.google = { accounts: { id: { initialize: (given) => (options = given), renderButton } } };
  await act(async () => script!.dispatchEvent(new Event('load')));
  expect(options?.client_id).toBe(CLIENT_ID);
  expect(renderButton).toHaveBeenCalledWith(
    screen.getByTestId('google-sign-in'),
    expect.objectContaining({ text: 'continue_with' }),
  );

  await act(async () => options!.callback({ credential: 'id-token-from-google' }));
  await screen.findByText('Landed on /');
  expect(sent.find((request) => request.path === '/api/auth/google')?.body).toEqual({
    credential: 'id-token-from-google',
  });
  expect(localStorage.getItem('token')).toBe('google-token');
});
