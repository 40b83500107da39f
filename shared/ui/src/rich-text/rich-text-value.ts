import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

// The one document every Slate editor writes: paragraphs, headings, lists, quotes, bold and italic text, links
// (newsletters, articles), pictures (articles) and @-mentions (comments). Slate takes one set of types per program,
// so the features share it and each offers only its part in its toolbar.
export type Mark = 'bold' | 'italic';
export type BlockKind = 'heading-two' | 'heading-three' | 'bulleted-list' | 'numbered-list' | 'block-quote';
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
/** A picture on a line of its own; nothing is written inside it. */
export interface ImageElement {
  type: 'image';
  url: string;
  alt: string;
  children: [{ text: '' }];
}
type Inline = RichText | LinkElement | MentionElement;
type RichTextElement =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading-two' | 'heading-three'; children: Inline[] }
  | { type: 'block-quote'; children: Inline[] }
  | ImageElement
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
