import type { Descendant, Editor } from 'slate';
import { Slate } from 'slate-react';
import { LinkButton, RichTextEditable, RichTextToolbar, type RenderInline } from '@easel/ui/src/rich-text';
import { PictureButton } from './picture-button';

interface ArticleEditorProps {
  editor: Editor;
  initialValue: Descendant[];
  onChange: (value: Descendant[]) => void;
  labelId: string;
  describedBy?: string | undefined;
}

const renderLink: RenderInline = ({ attributes, children, element }) =>
  element.type === 'link' ? (
    <a {...attributes} href={element.url} title={element.url}>
      {children}
    </a>
  ) : (
    <span {...attributes}>{children}</span>
  );

/** The article's body in the shared Slate editor: headings, lists, quotes, links and pictures, and Ctrl/⌘+B and +I. */
export function ArticleEditor({ editor, initialValue, onChange, labelId, describedBy }: ArticleEditorProps) {
  return (
    <Slate editor={editor} initialValue={initialValue} onChange={onChange}>
      <RichTextToolbar
        buttons={['bold', 'italic', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'block-quote']}
      >
        <LinkButton />
        <PictureButton />
      </RichTextToolbar>
      <RichTextEditable
        className="adm-article__body"
        // Slate's own min-height (the placeholder's) is inline: the room to write is given the same way.
        style={{ minHeight: '18rem' }}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        placeholder="Write the article…"
        renderInline={renderLink}
      />
    </Slate>
  );
}
