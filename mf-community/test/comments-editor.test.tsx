/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import {
  COMMENT_BUSY,
  COMMENT_EMPTY,
  COMMENT_MARKUP_TOO_LARGE,
  COMMENT_NO_VISIBLE_TEXT,
  COMMENT_TOO_LONG,
} from '@easel/contracts';
import { Editor, Transforms } from 'slate';
import {
  LIST,
  NEW,
  SLUG,
  comment,
  commentEditor,
  comments,
  editorReady,
  ok,
  showComments,
  typeComment,
} from './comments-fixture';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const post = () => screen.getByRole('button', { name: /^Post/ });
const problem = () => screen.getByRole('textbox', { name: 'Your comment' }).getAttribute('aria-describedby');
const shownProblem = () => document.getElementById(problem() ?? '')?.textContent ?? null;
// Slate tells React of a change a moment after it: each press waits for that.
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

it('when a reader opens the comments, then the editor waits with its placeholder and Post is disabled', async () => {
  showComments({ [LIST]: ok({ comments: [] }) });
  expect((await screen.findByText('What do you think?...')).getAttribute('data-slate-placeholder')).toBe('true');
  expect(post().hasAttribute('disabled')).toBe(true);
  expect(shownProblem()).toBeNull();
});

it.each([
  ['only spaces, once typed', COMMENT_EMPTY, '   '],
  ['only punctuation', COMMENT_NO_VISIBLE_TEXT, '!!! ...'],
  ['301 characters', COMMENT_TOO_LONG, 'a'.repeat(301)],
])('when the comment is %s, then "%s" is said under the editor and Post is disabled', async (_case, message, text) => {
  showComments({ [LIST]: ok({ comments: [] }) });
  await typeComment(text);
  expect(shownProblem()).toBe(message);
  expect(post().hasAttribute('disabled')).toBe(true);
});

it('when the markup grows past 5000 characters, then "Comment markup is too large." is said and Post is disabled', async () => {
  showComments({ [LIST]: ok({ comments: [] }) });
  await typeComment('x');
  // 150 lines of one bold italic letter: 299 characters of text, over 5000 of markup.
  const editor = commentEditor();
  await act(async () => {
    Editor.addMark(editor, 'bold', true);
    Editor.addMark(editor, 'italic', true);
    for (let n = 1; n < 150; n++) {
      Editor.insertBreak(editor);
      Editor.insertText(editor, 'a');
    }
  });
  expect(shownProblem()).toBe(COMMENT_MARKUP_TOO_LARGE);
  expect(post().hasAttribute('disabled')).toBe(true);
});

it('when a valid comment is posted, then Post says Posting..., the comment appears at the top and the editor clears', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  const sent = showComments({
    [LIST]: ok({ comments: comments(1, 2) }),
    [NEW]: new Promise((resolve) => (answer = resolve)),
  });
  await screen.findByText('Comment 1');
  await typeComment('Lovely light');
  expect(shownProblem()).toBeNull();
  fireEvent.click(post());
  await waitFor(() => expect(post().textContent).toBe('Posting...'));
  expect(post().hasAttribute('disabled')).toBe(true);
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ html: '<p>Lovely light</p>', artId: SLUG });
  await act(async () =>
    answer(ok({ message: 'Comment posted', comment: comment(9, { content: '<p>Lovely light</p>', isOwn: true }) })),
  );
  const shownTexts = () =>
    screen.getAllByRole('listitem').map((item) => item.querySelector('.cmy-comment__content')?.textContent);
  await waitFor(() => expect(shownTexts()).toEqual(['Lovely light', 'Comment 1', 'Comment 2']));
  expect(post().textContent).toBe('Post');
  expect(Editor.string(commentEditor(), [])).toBe('');
});

it('when the reader submits again while a comment is posting, then they are asked to wait and only one is sent', async () => {
  const sent = showComments({ [LIST]: ok({ comments: [] }), [NEW]: new Promise(() => undefined) });
  await typeComment('First thought');
  fireEvent.click(post());
  await waitFor(() => expect(post().textContent).toBe('Posting...'));
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your comment' }), { key: 'Enter', ctrlKey: true });
  await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(COMMENT_BUSY, { autoClose: 3000 }));
  expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
});

it('when the server refuses the comment, then its message is the toast and the text stays to be fixed', async () => {
  showComments({
    [LIST]: ok({ comments: [] }),
    [NEW]: { status: 429, body: { message: 'Too many comments, try again in a minute' } },
  });
  await typeComment('Again');
  fireEvent.click(post());
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Too many comments, try again in a minute', { autoClose: 3000 }),
  );
  expect(Editor.string(commentEditor(), [])).toBe('Again');
});

it('when the toolbar makes text bold and italic, a bullet list and a quote, then the posted HTML has them', async () => {
  const sent = showComments({ [LIST]: ok({ comments: [] }), [NEW]: ok({ message: 'ok', comment: comment(1) }) });
  await editorReady();
  const editor = commentEditor();
  await act(async () => Transforms.select(editor, Editor.start(editor, [])));
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your comment' }), { key: 'b', ctrlKey: true });
  await typeComment('Bold');
  expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your comment' }), { key: 'b', metaKey: true });
  await press('Italic');
  await typeComment(' soft');
  await act(async () => Editor.insertBreak(editor));
  await press('Italic');
  await press('Bullet list');
  await typeComment('one');
  expect(screen.getByRole('button', { name: 'Bullet list' }).getAttribute('aria-pressed')).toBe('true');
  await act(async () => Editor.insertBreak(editor));
  await typeComment('two');
  await act(async () => Editor.insertBreak(editor));
  await press('Bullet list');
  await press('Quote');
  await typeComment('said');
  await press('Numbered list');
  expect(screen.getByRole('button', { name: 'Quote' }).getAttribute('aria-pressed')).toBe('false');
  await press('Numbered list');
  await press('Quote');
  fireEvent.click(post());
  await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
    html: '<p><strong>Bold</strong><em> soft</em></p><ul><li>one</li><li>two</li></ul><blockquote>said</blockquote>',
    artId: SLUG,
  });
});

it('when the reader types @ and a name, then people are suggested; arrows and Enter pick one, who becomes a link', async () => {
  const sent = showComments({
    [LIST]: ok({ comments: [] }),
    [`GET /api/artwork/comment/mentions/${SLUG}`]: ok({
      people: [
        { id: 'm', name: 'Mara Okafor', slug: 'mara-okafor' },
        { id: 'r', name: 'Ravi Patel', slug: null },
      ],
    }),
    [NEW]: ok({ message: 'ok', comment: comment(1) }),
  });
  await typeComment('Thanks @Ma');
  const list = await screen.findByRole('listbox', { name: 'People to mention' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => [option.textContent, option.getAttribute('aria-selected')]),
  ).toEqual([
    ['Mara Okafor', 'true'],
    ['Ravi Patel', 'false'],
  ]);
  const box = screen.getByRole('textbox', { name: 'Your comment' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(within(list).getByRole('option', { selected: true }).textContent).toBe('Mara Okafor');
  await act(async () => void fireEvent.keyDown(box, { key: 'Enter' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await typeComment('and @');
  const ravi = await screen.findByRole('option', { name: 'Ravi Patel' });
  await act(async () => void fireEvent.mouseDown(ravi));
  fireEvent.click(post());
  await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
    html: '<p>Thanks <a href="/artist/mara-okafor">@Mara Okafor</a> and @Ravi Patel </p>',
    artId: SLUG,
  });
  expect(sent.find((request) => request.path.includes('/mentions/'))?.path).toBe(
    `/api/artwork/comment/mentions/${SLUG}`,
  );
});

it('when the @ button is pressed, then an @ is typed and people are suggested', async () => {
  showComments({
    [LIST]: ok({ comments: [] }),
    [`GET /api/artwork/comment/mentions/${SLUG}`]: ok({
      people: [{ id: 'm', name: 'Mara Okafor', slug: 'mara-okafor' }],
    }),
  });
  await typeComment('Hello');
  await act(async () => Transforms.select(commentEditor(), Editor.end(commentEditor(), [])));
  await press('Mention someone');
  expect(await screen.findByRole('option', { name: 'Mara Okafor' })).toBeInstanceOf(HTMLLIElement);
  expect(Editor.string(commentEditor(), [])).toBe('Hello @');
});

it('when a visitor is logged out, then Login to comment stands in for the editor and sends to /login, to come back here', async () => {
  window.singleSpaNavigate = jest.fn();
  window.history.pushState({}, '', '/art2/quiet-thunder');
  showComments({ [LIST]: ok({ comments: [] }) }, { signedIn: false });
  expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
  await press('Login to comment');
  expect(window.singleSpaNavigate).toHaveBeenCalledWith('/login?next=%2Fart2%2Fquiet-thunder');
  delete window.singleSpaNavigate;
});
