import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

// The one document every Slate editor writes: paragraphs, lists, quotes, bold and italic text, links (newsletters)
// and @-mentions (comments). Slate takes one set of types per program, so both features share it.
export type Mark = 'bold' | 'italic';
export type BlockKind = 'bulleted-list' | 'numbered-list' | 'block-quote';
export interface RichText {
  text: string;
  bold?: true;
  italic?: true;
}
export interface LinkElement {
  type: 'link';
  url: string;
  children: RichText[];
}
export interface MentionElement {
  type: 'mention';
  name: string;
  /** Their artist page, when they have one. */
  slug: string | null;
  children: [{ text: '' }];
}
type Inline = RichText | LinkElement | MentionElement;
type RichTextElement =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'block-quote'; children: Inline[] }
  | { type: 'list-item'; children: Inline[] }
  | { type: 'bulleted-list' | 'numbered-list'; children: RichTextElement[] }
  | LinkElement
  | MentionElement;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichTextElement;
    Text: RichText;
  }
}

export const emptyRichText = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }];
