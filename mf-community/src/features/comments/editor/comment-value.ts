import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

// The comment editor's document: paragraphs, lists, quotes, bold and italic text, and @-mentions.
export type Mark = 'bold' | 'italic';
export type BlockKind = 'bulleted-list' | 'numbered-list' | 'block-quote';
export interface CommentText {
  text: string;
  bold?: true;
  italic?: true;
}
export interface MentionElement {
  type: 'mention';
  name: string;
  /** Their artist page, when they have one. */
  slug: string | null;
  children: [{ text: '' }];
}
type Inline = CommentText | MentionElement;
type CommentElement =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'block-quote'; children: Inline[] }
  | { type: 'list-item'; children: Inline[] }
  | { type: 'bulleted-list' | 'numbered-list'; children: CommentElement[] }
  | MentionElement;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: CommentElement;
    Text: CommentText;
  }
}

export const emptyComment = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }];
