import { Editor, Element, Range, Transforms, createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { BlockKind, Mark, MentionElement } from './comment-value';

/** A comment editor: history (undo), React, and mentions as inline words that cannot be edited inside. */
export function createCommentEditor() {
  const editor = withHistory(withReact(createEditor()));
  const { isInline, isVoid, markableVoid } = editor;
  editor.isInline = (element) => element.type === 'mention' || isInline(element);
  editor.isVoid = (element) => element.type === 'mention' || isVoid(element);
  editor.markableVoid = (element) => element.type === 'mention' || markableVoid(element);
  return editor;
}

export const isMarkActive = (editor: Editor, mark: Mark) => Editor.marks(editor)?.[mark] === true;

export function toggleMark(editor: Editor, mark: Mark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

const isList = (kind: string) => kind === 'bulleted-list' || kind === 'numbered-list';

export function isBlockActive(editor: Editor, kind: BlockKind) {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && node.type === kind,
  });
  return !!match;
}

/** Lists and quotes switch on and off for the selected lines, the way word processors do. */
export function toggleBlock(editor: Editor, kind: BlockKind) {
  const active = isBlockActive(editor, kind);
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && isList(node.type), split: true });
  const type = active ? 'paragraph' : isList(kind) ? 'list-item' : kind;
  Transforms.setNodes(editor, { type }, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
  if (!active && isList(kind)) Transforms.wrapNodes(editor, { type: kind as 'bulleted-list' | 'numbered-list', children: [] });
}

/** Replaces the typed '@name' (at `target`) by the chosen person, followed by a space to type on. */
export function insertMention(editor: Editor, target: Range, person: { name: string; slug: string | null }) {
  Transforms.select(editor, target);
  const mention: MentionElement = { type: 'mention', name: person.name, slug: person.slug, children: [{ text: '' }] };
  Transforms.insertNodes(editor, mention);
  Transforms.move(editor);
  Transforms.insertText(editor, ' ');
}

/** The '@word' just before the caret, if the caret sits at the end of one: what to suggest people for. */
export function mentionAtCaret(editor: Editor): { target: Range; query: string } | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return null;
  const block = Editor.above(editor, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
  const lineStart = Editor.start(editor, block ? block[1] : selection.anchor.path);
  const typed = Editor.string(editor, { anchor: lineStart, focus: selection.anchor });
  const match = /(?:^|\s)@([\p{L}\p{N}_.-]{0,30})$/u.exec(typed);
  if (!match) return null;
  const query = match[1] ?? '';
  const at = Editor.before(editor, selection.anchor, { distance: query.length + 1, unit: 'character' });
  return at ? { target: { anchor: at, focus: selection.anchor }, query } : null;
}
