import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Editor, Transforms, type Editor as SlateEditor } from 'slate';
import { ELEMENT_TO_NODE } from 'slate-dom';
import type { CommentView } from '@easel/contracts';
import { createEaselStore, loggedIn } from '@easel/store';
import { answerWith, type Answers, testUser } from '@easel/ui/testing';
import Comments from '../src/exposed/comments';

export const SLUG = 'evening-study-mara-okafor';
export const LIST = `GET /api/artwork/get/comments/${SLUG}`;
export const NEW = 'POST /api/artwork/comment/new';

/** A comment as the server answers it; `n` makes its id, text and author. */
export const comment = (n: number, changes: Partial<CommentView> = {}): CommentView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  content: `<p>Comment ${n}</p>`,
  date: new Date(Date.now() - 5 * 60_000).toISOString(),
  user: { id: `user-${n}`, name: `Reader ${n}`, avatar: null, slug: null },
  isUpvoted: false,
  totalUpvotes: 0,
  isOwn: false,
  ...changes,
});
export const comments = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => comment(from + index));
export const ok = (body: unknown) => ({ status: 200, body });

// jsdom has no isContentEditable, by which Slate tells its own key presses from others'.
Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
  configurable: true,
  get(this: HTMLElement) {
    return this.closest('[contenteditable]')?.getAttribute('contenteditable') === 'true';
  },
});

/** Renders the fragment as an art page holds it, on a fresh page store; answers the calls with `answers`. */
export function showComments(answers: Answers, { signedIn = true } = {}) {
  const sent = answerWith(answers);
  const store = createEaselStore({ redirect: jest.fn() });
  if (signedIn) {
    localStorage.setItem('token', 't');
    store.dispatch(loggedIn({ token: 't', user: testUser() }));
  }
  render(
    <Provider store={store}>
      <Comments slug={SLUG} />
    </Provider>,
  );
  return sent;
}

/** The query string of every list call, in order: what 'View more' asked for. */
export const listQueries = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .map(([input]: [Request]) => new URL(input.url))
    .filter((url) => url.pathname.startsWith('/api/artwork/get/comments/'))
    .map((url) => Object.fromEntries(url.searchParams));

/** The Slate editor behind the comment box (jsdom cannot type into contenteditable as a browser does). */
export const commentEditor = () =>
  ELEMENT_TO_NODE.get(screen.getByRole('textbox', { name: 'Your comment' })) as SlateEditor;

/** Waits for the editor, which is loaded on its own for signed-in readers. */
export const editorReady = () => screen.findByRole('textbox', { name: 'Your comment' });

/** Types `text` at the end of the comment, as a person would. */
export async function typeComment(text: string) {
  await editorReady();
  const editor = commentEditor();
  await act(async () => {
    if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
    Editor.insertText(editor, text);
  });
}
