import { useCallback, type KeyboardEvent } from 'react';
import type { Descendant, Editor } from 'slate';
import { Editable, Slate, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { toggleMark } from '../editor/commands';
import { emptyNewsletter } from '../editor/newsletter-value';
import { EditorToolbar } from './editor-toolbar';

const SHORTCUTS: Record<string, 'bold' | 'italic'> = { b: 'bold', i: 'italic' };

interface NewsletterEditorProps {
  editor: Editor;
  onChange: (value: Descendant[]) => void;
  labelId: string;
  describedBy?: string;
}

/** The Slate editor of a newsletter's body, with its toolbar and Ctrl/⌘+B and +I. */
export function NewsletterEditor({ editor, onChange, labelId, describedBy }: NewsletterEditorProps) {
  const renderElement = useCallback((props: RenderElementProps) => <NewsletterElementView {...props} />, []);
  const renderLeaf = useCallback((props: RenderLeafProps) => <NewsletterLeaf {...props} />, []);
  const onKeyDown = (event: KeyboardEvent) => {
    const mark = event.ctrlKey || event.metaKey ? SHORTCUTS[event.key.toLowerCase()] : undefined;
    if (!mark) return;
    event.preventDefault();
    toggleMark(editor, mark);
  };
  return (
    <Slate editor={editor} initialValue={emptyNewsletter()} onChange={onChange}>
      <EditorToolbar />
      <Editable
        className="art-newsletter__body"
        // Slate's own min-height (the placeholder's) is inline: the room to write is given the same way.
        style={{ minHeight: '14rem' }}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        placeholder="Tell your collectors what you are working on…"
        renderElement={renderElement}
        renderLeaf={renderLeaf}
        onKeyDown={onKeyDown}
      />
    </Slate>
  );
}

function NewsletterElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'link':
      return (
        <a {...attributes} href={element.url} title={element.url}>
          {children}
        </a>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function NewsletterLeaf({ attributes, children, leaf }: RenderLeafProps) {
  if (leaf.bold) children = <strong>{children}</strong>;
  if (leaf.italic) children = <em>{children}</em>;
  return <span {...attributes}>{children}</span>;
}
