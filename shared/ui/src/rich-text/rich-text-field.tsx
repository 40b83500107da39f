import { useState, type ReactNode } from 'react';
import type { Descendant } from 'slate';
import { Slate } from 'slate-react';
import { createRichTextEditor } from './commands';
import { LinkButton } from './link-button';
import { RichTextEditable, type RenderInline } from './rich-text-editable';
import { RichTextToolbar, type ToolbarButtonName } from './rich-text-toolbar';

interface RichTextFieldProps {
  initialValue: Descendant[];
  onChange: (value: Descendant[]) => void;
  /** the id of the field's label */
  labelId: string;
  /** the id of the problem shown with it, which marks it invalid */
  describedBy?: string | undefined;
  placeholder: string;
  className: string;
  /** the room to write: Slate's own min-height (the placeholder's) is inline, so this one is too */
  minHeight: string;
  /** the marks and blocks offered, as RichTextToolbar's */
  buttons?: ToolbarButtonName[];
  /** the feature's own toolbar buttons, after Link */
  children?: ReactNode;
}

// A long text's only inline element is a link (it holds no mentions).
const renderLink: RenderInline = ({ attributes, children, element }) =>
  element.type === 'link' ? (
    <a {...attributes} href={element.url} title={element.url}>
      {children}
    </a>
  ) : (
    <span {...attributes}>{children}</span>
  );

/** A labelled Slate editor for a long text (an article, a newsletter): its toolbar with Link, and Ctrl/⌘+B and +I. */
export function RichTextField({
  initialValue,
  onChange,
  labelId,
  describedBy,
  placeholder,
  className,
  minHeight,
  buttons,
  children,
}: RichTextFieldProps) {
  // Its own editor, and undo history: a form that wants a fresh one gives the field a new key.
  const [editor] = useState(createRichTextEditor);
  return (
    <Slate editor={editor} initialValue={initialValue} onChange={onChange}>
      <RichTextToolbar buttons={buttons}>
        <LinkButton />
        {children}
      </RichTextToolbar>
      <RichTextEditable
        className={className}
        style={{ minHeight }}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        placeholder={placeholder}
        renderInline={renderLink}
      />
    </Slate>
  );
}
