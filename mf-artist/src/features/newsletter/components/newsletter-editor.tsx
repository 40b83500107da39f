import type { Descendant, Editor } from 'slate';
import { Slate } from 'slate-react';
import {
  LinkButton,
  RichTextEditable,
  RichTextToolbar,
  emptyRichText,
  type RenderInline,
} from '@easel/ui/src/rich-text';

interface NewsletterEditorProps {
  editor: Editor;
  onChange: (value: Descendant[]) => void;
  labelId: string;
  describedBy?: string;
}

// A newsletter's only inline element is a link (it holds no mentions).
const renderLink: RenderInline = ({ attributes, children, element }) =>
  element.type === 'link' ? (
    <a {...attributes} href={element.url} title={element.url}>
      {children}
    </a>
  ) : (
    <span {...attributes}>{children}</span>
  );

/** The Slate editor of a newsletter's body, with its toolbar (and Link) and Ctrl/⌘+B and +I. */
export function NewsletterEditor({ editor, onChange, labelId, describedBy }: NewsletterEditorProps) {
  return (
    <Slate editor={editor} initialValue={emptyRichText()} onChange={onChange}>
      <RichTextToolbar>
        <LinkButton />
      </RichTextToolbar>
      <RichTextEditable
        className="art-newsletter__body"
        // Slate's own min-height (the placeholder's) is inline: the room to write is given the same way.
        style={{ minHeight: '14rem' }}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        placeholder="Tell your collectors what you are working on…"
        renderInline={renderLink}
      />
    </Slate>
  );
}
