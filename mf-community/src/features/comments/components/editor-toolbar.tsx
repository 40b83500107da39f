import type { MouseEvent, ReactNode } from 'react';
import { Editor, Transforms } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import { isBlockActive, isMarkActive, toggleBlock, toggleMark } from '../editor/commands';
import type { BlockKind, Mark } from '../editor/comment-value';

const MARKS: { mark: Mark; label: string; face: ReactNode }[] = [
  { mark: 'bold', label: 'Bold', face: <strong>B</strong> },
  { mark: 'italic', label: 'Italic', face: <em>I</em> },
];
const BLOCKS: { kind: BlockKind; label: string; face: string }[] = [
  { kind: 'bulleted-list', label: 'Bullet list', face: '•≡' },
  { kind: 'numbered-list', label: 'Numbered list', face: '1.' },
  { kind: 'block-quote', label: 'Quote', face: '❝' },
];

// The editor keeps its selection: a toolbar press acts on it and gives the focus back.
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** Bold, italic, lists, quote and '@': each button says what it does and whether it is on. */
export function EditorToolbar() {
  const editor = useSlate();
  const act = (change: () => void) => {
    if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
    change();
    ReactEditor.focus(editor);
  };
  const mention = () => {
    const before = editor.selection && Editor.string(editor, { anchor: Editor.start(editor, []), focus: editor.selection.anchor });
    editor.insertText(before && !/\s$/.test(before) ? ' @' : '@');
  };
  return (
    <div className="cmy-toolbar" role="toolbar" aria-label="Formatting">
      {MARKS.map(({ mark, label, face }) => (
        <button
          key={mark}
          type="button"
          className="cmy-toolbar__button"
          aria-label={label}
          title={`${label} (Ctrl+${label[0]})`}
          aria-pressed={isMarkActive(editor, mark)}
          onMouseDown={keepSelection}
          onClick={() => act(() => toggleMark(editor, mark))}
        >
          {face}
        </button>
      ))}
      {BLOCKS.map(({ kind, label, face }) => (
        <button
          key={kind}
          type="button"
          className="cmy-toolbar__button"
          aria-label={label}
          title={label}
          aria-pressed={isBlockActive(editor, kind)}
          onMouseDown={keepSelection}
          onClick={() => act(() => toggleBlock(editor, kind))}
        >
          {face}
        </button>
      ))}
      <button
        type="button"
        className="cmy-toolbar__button"
        aria-label="Mention someone"
        title="Mention someone"
        onMouseDown={keepSelection}
        onClick={() => act(mention)}
      >
        @
      </button>
    </div>
  );
}
