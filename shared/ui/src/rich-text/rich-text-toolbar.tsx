import type { MouseEvent, ReactNode } from 'react';
import { Editor, Transforms } from 'slate';
import { ReactEditor, useSlate, useSlateStatic } from 'slate-react';
import { isBlockActive, isMarkActive, toggleBlock, toggleMark } from './commands';
import type { BlockKind, Mark } from './rich-text-value';
import './rich-text-toolbar.css';

export type ToolbarButtonName = Mark | BlockKind;

const BUTTONS: Record<ToolbarButtonName, { label: string; face: ReactNode }> = {
  bold: { label: 'Bold', face: <strong>B</strong> },
  italic: { label: 'Italic', face: <em>I</em> },
  'heading-two': { label: 'Heading', face: 'H2' },
  'heading-three': { label: 'Subheading', face: 'H3' },
  'bulleted-list': { label: 'Bullet list', face: '•≡' },
  'numbered-list': { label: 'Numbered list', face: '1.' },
  'block-quote': { label: 'Quote', face: '❝' },
};
/** What a short text (a comment, a newsletter) offers; an article adds its headings. */
const TEXT_BUTTONS: ToolbarButtonName[] = ['bold', 'italic', 'bulleted-list', 'numbered-list', 'block-quote'];
const isMark = (name: ToolbarButtonName): name is Mark => name === 'bold' || name === 'italic';

// The editor keeps its selection: a toolbar press acts on it and gives the focus back.
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** Runs a change on the editor's selection (its end when there is none), then gives the editor the focus back. */
export function useToolbarAction() {
  const editor = useSlateStatic();
  return (change: () => void) => {
    if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
    change();
    ReactEditor.focus(editor);
  };
}

interface ToolbarButtonProps {
  label: string;
  title?: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** One toolbar button: it says what it does (and, for a switch, whether it is on) and leaves the editor its selection. */
export function ToolbarButton({ label, title = label, pressed, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="ui-toolbar__button"
      aria-label={label}
      title={title}
      aria-pressed={pressed}
      onMouseDown={keepSelection}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

interface RichTextToolbarProps {
  /** The marks and blocks to offer, in this order: bold, italic, lists and quote unless told. */
  buttons?: ToolbarButtonName[];
  /** The feature's own buttons (ToolbarButton), after these. */
  children?: ReactNode;
}

/** The Formatting toolbar of a Slate editor: bold, italic, lists and quote, then the feature's own buttons. */
export function RichTextToolbar({ buttons = TEXT_BUTTONS, children }: RichTextToolbarProps) {
  const editor = useSlate();
  const act = useToolbarAction();
  return (
    <div className="ui-toolbar" role="toolbar" aria-label="Formatting">
      {buttons.map((name) => {
        const { label, face } = BUTTONS[name];
        return isMark(name) ? (
          <ToolbarButton
            key={name}
            label={label}
            title={`${label} (Ctrl+${label[0]})`}
            pressed={isMarkActive(editor, name)}
            onClick={() => act(() => toggleMark(editor, name))}
          >
            {face}
          </ToolbarButton>
        ) : (
          <ToolbarButton
            key={name}
            label={label}
            pressed={isBlockActive(editor, name)}
            onClick={() => act(() => toggleBlock(editor, name))}
          >
            {face}
          </ToolbarButton>
        );
      })}
      {children}
    </div>
  );
}
