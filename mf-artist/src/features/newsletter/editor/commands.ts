import { Editor, Element, Range, Transforms, createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { BlockKind, LinkElement, Mark } from './newsletter-value';

/** A newsletter editor: history (undo), React, and links as inline elements. */
export function createNewsletterEditor() {
  const editor = withHistory(withReact(createEditor()));
  const { isInline } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  return editor;
}

export const isMarkActive = (editor: Editor, mark: Mark) => Editor.marks(editor)?.[mark] === true;

export function toggleMark(editor: Editor, mark: Mark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

const isList = (kind: string) => kind === 'bulleted-list' || kind === 'numbered-list';
const isLink = (node: unknown) => Element.isElement(node) && node.type === 'link';

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

export const isLinkActive = (editor: Editor) => !!editor.selection && !!Editor.nodes(editor, { match: isLink }).next().value;

/** The selected words become a link to url; with nothing selected, the address itself is inserted as one. */
export function insertLink(editor: Editor, url: string) {
  Transforms.unwrapNodes(editor, { match: isLink });
  const link: LinkElement = { type: 'link', url, children: [] };
  if (!editor.selection || Range.isCollapsed(editor.selection)) Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
  else Transforms.wrapNodes(editor, link, { split: true });
}

export const removeLink = (editor: Editor) => Transforms.unwrapNodes(editor, { match: isLink });
