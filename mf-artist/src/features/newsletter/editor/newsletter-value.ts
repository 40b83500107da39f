import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

// A newsletter's document: paragraphs, lists, quotes, bold and italic text, and links.
export type Mark = 'bold' | 'italic';
export type BlockKind = 'bulleted-list' | 'numbered-list' | 'block-quote';
export interface NewsletterText {
  text: string;
  bold?: true;
  italic?: true;
}
export interface LinkElement {
  type: 'link';
  url: string;
  children: NewsletterText[];
}
type Inline = NewsletterText | LinkElement;
type NewsletterElement =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'block-quote'; children: Inline[] }
  | { type: 'list-item'; children: Inline[] }
  | { type: 'bulleted-list' | 'numbered-list'; children: NewsletterElement[] }
  | LinkElement;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: NewsletterElement;
    Text: NewsletterText;
  }
}

export const emptyNewsletter = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }];
