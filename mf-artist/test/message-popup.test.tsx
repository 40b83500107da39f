import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { toast } from 'react-toastify';
import { createEaselStore } from '@easel/store';
import MessagePopup, { messageProblem } from '../src/exposed/message-popup';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const product = { autoClose: 3000 };

function openPopup(slug: string | null = 'mara-okafor', artSlug?: string) {
  const onClose = jest.fn();
  render(
    <Provider store={createEaselStore({ redirect: jest.fn() })}>
      <MessagePopup slug={slug} artistName="Mara Okafor" artSlug={artSlug} onClose={onClose} />
    </Provider>,
  );
  return onClose;
}
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send/ }));

type Answer = { ok: boolean; status?: number; json?: () => Promise<unknown> };
let answer: (response: Answer) => void;
const fetchMock = jest.fn(() => new Promise((resolve) => (answer = resolve)));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the rules of spec §5', () => {
  it.each([
    [{ email: '', message: 'Hello', slug: 'a' }, 'Please enter email and message'],
    [{ email: 'fan@example.com', message: '', slug: 'a' }, 'Please enter email and message'],
    [{ email: 'fan@example.com', message: '   \n ', slug: 'a' }, 'Please enter email and message'],
    [{ email: 'fan@example.com', message: 'Hello', slug: null }, 'Artist cannot be contacted yet'],
    [{ email: 'not-an-email', message: 'Hello', slug: 'a' }, 'Please enter a valid email'],
    [{ email: `${'a'.repeat(60)}@example.com`, message: 'Hello', slug: 'a' }, 'Email must be at most 70 characters'],
    [{ email: 'fan@example.com', message: 'x'.repeat(401), slug: 'a' }, 'Message must be at most 400 characters'],
    [{ email: 'fan@example.com', message: 'x'.repeat(400), slug: 'a' }, null],
  ])('when the draft is %j, then the answer is %j', (draft, expected) => {
    expect(messageProblem(draft)).toBe(expected);
  });
});

it("when it opens, then it is a dialog titled 'Message {artist name}' with labelled e-mail and message fields", () => {
  openPopup();
  expect(screen.getByRole('heading', { name: 'Message Mara Okafor' }).textContent).toBe('Message Mara Okafor');
  expect(screen.getByRole('textbox', { name: 'Your e-mail' }).getAttribute('maxLength')).toBe('70');
  expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('maxLength')).toBe('400');
});

it("when e-mail or message is empty, then 'Please enter email and message' shows and nothing is sent", async () => {
  openPopup();
  type('Message', 'Hello');
  send();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please enter email and message', product));
  expect(fetchMock).not.toHaveBeenCalled();
});

it("when the artist has no slug, then 'Artist cannot be contacted yet' shows", async () => {
  openPopup(null);
  type('Your e-mail', 'fan@example.com');
  type('Message', 'Hello');
  send();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Artist cannot be contacted yet', product));
  expect(fetchMock).not.toHaveBeenCalled();
});

it("when the message is sent, then it posts {email, message, slug}, a second submit says 'Please wait', and success closes the popup", async () => {
  const onClose = openPopup();
  type('Your e-mail', ' fan@example.com ');
  type('Message', 'I love Quiet Thunder.');
  send();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/artwork/artist/message');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual({
    email: 'fan@example.com',
    message: 'I love Quiet Thunder.',
    slug: 'mara-okafor',
  });
  send();
  await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Please wait', product));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await act(async () => answer({ ok: true }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message Sent Successfully', product));
  expect(onClose).toHaveBeenCalled();
});

it('when the popup opens from an artwork’s page, then it posts that work’s slug beside the artist’s', async () => {
  openPopup('mara-okafor', 'quiet-thunder-mara-okafor');
  type('Your e-mail', 'fan@example.com');
  type('Message', 'Is it still available?');
  send();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toEqual({
    email: 'fan@example.com',
    message: 'Is it still available?',
    slug: 'mara-okafor',
    artSlug: 'quiet-thunder-mara-okafor',
  });
});

it.each([
  [
    'fails without a word',
    { ok: false, status: 502, json: () => Promise.reject(new Error('not JSON')) },
    'Error sending message',
  ],
  ['answers with no message', { ok: false, status: 500, json: async () => ({}) }, 'Error sending message'],
  [
    'refuses an unknown artist',
    { ok: false, status: 404, json: async () => ({ message: 'Artist cannot be contacted yet' }) },
    'Artist cannot be contacted yet',
  ],
  [
    'is busy',
    {
      ok: false,
      status: 503,
      json: async () => ({ message: 'Messages cannot be sent just now, please try again shortly' }),
    },
    'Messages cannot be sent just now, please try again shortly',
  ],
])(
  'when the artist service %s, then its words (or the fallback) show and the popup stays open',
  async (_case, response, shown) => {
    const onClose = openPopup();
    type('Your e-mail', 'fan@example.com');
    type('Message', 'Hello');
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => answer(response));
    expect(toast.error).toHaveBeenCalledWith(shown, product);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' }).textContent).toBe('Send message');
  },
);

it('when a logged-in user opens it, then their e-mail is filled in and the call carries their token', async () => {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem(
    'user',
    JSON.stringify({ email: 'artist@easel.example', role: 'user', bookmarks: [], artistbookmarks: [] }),
  );
  openPopup();
  expect((screen.getByRole('textbox', { name: 'Your e-mail' }) as HTMLInputElement).value).toBe('artist@easel.example');
  type('Message', 'Hello');
  send();
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
});

describe('a message sent as the session token expires', () => {
  /** A token whose payload says it expired a minute ago. */
  const EXPIRED = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '')}.sig`;
  const renewalAnswers = (status: number, body: unknown) =>
    fetchMock.mockImplementation(((url: string) =>
      url === '/api/auth/refresh'
        ? Promise.resolve({ ok: status === 200, status, json: async () => body })
        : Promise.resolve({ ok: true })) as never);
  const sentMessage = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    return { url, authorization: (init.headers as Record<string, string>).Authorization };
  };

  beforeEach(() => {
    localStorage.setItem('token', EXPIRED);
    localStorage.setItem(
      'user',
      JSON.stringify({ email: 'artist@easel.example', role: 'user', bookmarks: [], artistbookmarks: [] }),
    );
  });

  it('when the token has expired, then it is renewed first and the message carries the new one', async () => {
    renewalAnswers(200, { token: 'renewed-token' });
    const onClose = openPopup();
    type('Message', 'Hello');
    send();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message Sent Successfully', product));
    expect((fetchMock.mock.calls as unknown as [string][]).map(([url]) => url)).toEqual([
      '/api/auth/refresh',
      '/api/artwork/artist/message',
    ]);
    expect(sentMessage()).toEqual({ url: '/api/artwork/artist/message', authorization: 'Bearer renewed-token' });
    expect(onClose).toHaveBeenCalled();
  });

  it("when the session has ended, then 'Your session has ended, please log in again' shows and the message still goes, as a visitor's", async () => {
    renewalAnswers(401, { message: 'Your session has ended, please log in again' });
    openPopup();
    type('Message', 'Hello');
    send();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message Sent Successfully', product));
    expect(toast.error).toHaveBeenCalledWith(
      'Your session has ended, please log in again',
      expect.objectContaining(product),
    );
    expect(sentMessage()).toEqual({ url: '/api/artwork/artist/message', authorization: undefined });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

it('when Escape is pressed, then the popup asks to close', () => {
  const onClose = openPopup();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});
