import { useState, type MouseEvent, type ReactNode } from 'react';
import { Editor, Transforms, type BaseSelection } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import { insertLink, isBlockActive, isLinkActive, isMarkActive, removeLink, toggleBlock, toggleMark } from '../editor/commands';
import type { BlockKind, Mark } from '../editor/newsletter-value';
import { LinkDialog } from './link-dialog';

const MARKS: { mark: Mark; label: string; face: ReactNode }[] = [
  { mark: 'bold', label: 'Bold', face: <strong>B</strong> },
  { mark: 'italic', label: 'Italic', face: <em>I</em> },
];
const BLOCKS: { kind: BlockKind; label: string; face: string }[] = [
  { kind: 'bulleted-list', label: 'Bullet list', face: '•≡' },
  { kind: 'numbered-list', label: 'Numbered list', face: '1.' },
  { kind: 'block-quote', label: 'Quote', face: '❝' },
];

// A chain link (the emoji has no glyph in many fonts); the button around it carries the name.
const LINK_FACE = (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
  >
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

// The editor keeps its selection: a toolbar press acts on it and gives the focus back.
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** Bold, italic, lists, quote and link: each button says what it does and whether it is on. */
export function EditorToolbar() {
  const editor = useSlate();
  // The dialog takes the focus (and the editor's selection with it): the words to link are remembered first.
  const [linking, setLinking] = useState<BaseSelection | undefined>();
  const act = (change: () => void) => {
    if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
    change();
    ReactEditor.focus(editor);
  };
  const linked = isLinkActive(editor);
  const button = (key: string, label: string, face: ReactNode, pressed: boolean, onClick: () => void) => (
    <button
      key={key}
      type="button"
      className="art-toolbar__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={keepSelection}
      onClick={onClick}
    >
      {face}
    </button>
  );
  return (
    <div className="art-toolbar" role="toolbar" aria-label="Formatting">
      {MARKS.map(({ mark, label, face }) => button(mark, label, face, isMarkActive(editor, mark), () => act(() => toggleMark(editor, mark))))}
      {BLOCKS.map(({ kind, label, face }) => button(kind, label, face, isBlockActive(editor, kind), () => act(() => toggleBlock(editor, kind))))}
      {button('link', linked ? 'Remove link' : 'Link', LINK_FACE, linked, () =>
        linked ? act(() => removeLink(editor)) : setLinking(editor.selection),
      )}
      {linking !== undefined && (
        <LinkDialog
          onClose={() => setLinking(undefined)}
          onLink={(url) => {
            setLinking(undefined);
            act(() => {
              if (linking) Transforms.select(editor, linking);
              insertLink(editor, url);
            });
          }}
        />
      )}
    </div>
  );
}
