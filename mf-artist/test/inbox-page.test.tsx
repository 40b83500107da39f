/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxConversation } from '@easel/contracts';
import { answerWith, openApp, testUser } from '@easel/ui/testing';
import { artistApp } from '../src/app/artist-app';

const artist = testUser({ role: 'user', artistName: 'Mara Paints', slug: 'mara-paints', count: 2 });
const ID = '44444444-4444-4444-8444-444444444444';
const fan: InboxConversation = {
  id: ID,
  withName: 'fan@example.com',
  withArtistSlug: null,
  asArtist: true,
  byEmail: true,
  lastMessage: 'Is the blue one still available?',
  lastMessageAt: '2026-03-03T10:00:00.000Z',
  unread: 1,
};
const thread = (unread: number) => ({
  status: 200,
  body: {
    conversation: { ...fan, unread },
    messages: [
      {
        id: 'm1',
        from: 'them',
        kind: 'message',
        body: 'Is the blue one still available?',
        artwork: null,
        createdAt: fan.lastMessageAt,
      },
    ],
  },
});

function openInbox(path = '/inbox') {
  localStorage.setItem('token', 'user-token');
  localStorage.setItem('user', JSON.stringify(artist));
  openApp(artistApp, path);
}

beforeEach(() => localStorage.clear());

it('when the inbox is empty, then it says no messages yet', async () => {
  answerWith({ 'GET /api/inbox/conversations': { status: 200, body: { conversations: [], unread: 0 } } });
  openInbox();
  expect((await screen.findByRole('heading', { name: 'No messages yet' })).textContent).toBe('No messages yet');
});

it('when the inbox cannot be loaded, then it says so with a way to try again', async () => {
  answerWith({ 'GET /api/inbox/conversations': { status: 500, body: { message: 'Something went wrong' } } });
  openInbox();
  expect((await screen.findByRole('alert')).textContent).toContain('Your inbox could not be loaded');
  expect(screen.getByRole('button', { name: 'Retry' }).textContent).toBe('Retry');
});

it('when the artist opens an unread conversation, then its messages show and it is marked read', async () => {
  let read = false;
  const sent = answerWith({
    'GET /api/inbox/conversations': () => ({
      status: 200,
      body: { conversations: [{ ...fan, unread: read ? 0 : 1 }], unread: read ? 0 : 1 },
    }),
    [`GET /api/inbox/conversations/${ID}`]: () => thread(read ? 0 : 1),
    [`POST /api/inbox/conversations/${ID}/read`]: () => ((read = true), { status: 204, body: null }),
  });
  openInbox();
  const list = await screen.findByRole('navigation', { name: 'Conversations' });
  expect(within(list).getByLabelText('1 unread').textContent).toBe('1');
  fireEvent.click(within(list).getByRole('button', { name: /fan@example.com/ }));
  const article = await screen.findByRole('article');
  expect(within(article).getByText('A visitor: your reply reaches them by e-mail.').tagName).toBe('P');
  await waitFor(() => expect(sent.some((call) => call.method === 'POST' && call.path.endsWith('/read'))).toBe(true));
  await waitFor(() => expect(within(list).queryByLabelText('1 unread')).toBeNull());
});

it('when a reply is blank, then nothing is sent; when it is written, then it is posted and the box empties', async () => {
  const sent = answerWith({
    'GET /api/inbox/conversations': { status: 200, body: { conversations: [{ ...fan, unread: 0 }], unread: 0 } },
    [`GET /api/inbox/conversations/${ID}`]: thread(0),
    [`POST /api/inbox/conversations/${ID}/messages`]: thread(0),
  });
  openInbox(`/inbox?c=${ID}`);
  const box = await screen.findByRole('textbox', { name: 'Reply to fan@example.com' });
  fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  fireEvent.change(box, { target: { value: 'Yes, it is!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ message: 'Yes, it is!' });
});

it('when the reader goes back from a conversation, then the list shows again', async () => {
  answerWith({
    'GET /api/inbox/conversations': { status: 200, body: { conversations: [{ ...fan, unread: 0 }], unread: 0 } },
    [`GET /api/inbox/conversations/${ID}`]: thread(0),
  });
  openInbox(`/inbox?c=${ID}`);
  fireEvent.click(await screen.findByRole('button', { name: '← Back to conversations' }));
  expect((await screen.findByText('Choose a conversation to read it.')).tagName).toBe('P');
  expect(window.location.search).toBe('');
  expect(screen.getByRole('navigation', { name: 'Conversations' }).tagName).toBe('NAV');
});

it('when messages come from works, then the thread shows each work once, says when another one comes, and names each request’s', async () => {
  const work = (slug: string, title: string, image: string | null) => ({ slug, title, image });
  const quiet = work('quiet-thunder', 'Quiet Thunder', '/api/media/quiet.jpg');
  const tidal = work('tidal-memory', 'Tidal Memory', null);
  const message = (id: string, kind: string, artwork: object | null) => ({
    id,
    from: 'them',
    kind,
    body: `Body ${id}`,
    artwork,
    createdAt: fan.lastMessageAt,
  });
  answerWith({
    'GET /api/inbox/conversations': { status: 200, body: { conversations: [{ ...fan, unread: 0 }], unread: 0 } },
    [`GET /api/inbox/conversations/${ID}`]: {
      status: 200,
      body: {
        conversation: { ...fan, unread: 0 },
        messages: [
          message('m1', 'message', quiet),
          message('m2', 'message', quiet),
          message('m3', 'message', null),
          message('m4', 'message', tidal),
          message('m5', 'order-request', tidal),
        ],
      },
    },
  });
  openInbox(`/inbox?c=${ID}`);
  const messages = within(await screen.findByRole('list', { name: 'Messages' }));
  await messages.findByText('Body m5');
  const links = messages
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.querySelector('img')?.getAttribute('src')]);
  expect(links).toEqual([
    ['Sent from Quiet Thunder', '/art/quiet-thunder', '/api/media/quiet.jpg?w=400'],
    ['Sent from another work: Tidal Memory', '/art/tidal-memory', undefined],
    ['Request about Tidal Memory', '/art/tidal-memory', undefined],
  ]);
});
