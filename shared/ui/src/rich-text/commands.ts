import type { KeyboardEvent } from 'react';
import { Editor, Element, Transforms, createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { BlockKind, ImageElement, Mark } from './rich-text-value';

/**
 * A Slate editor with history (undo) and React; links and mentions are inline, a mention one word and a picture one
 * block that cannot be edited inside.
 */
export function createRichTextEditor() {
  const editor = withHistory(withReact(createEditor()));
  const { isInline, isVoid, markableVoid } = editor;
  editor.isInline = (element) => element.type === 'link' || element.type === 'mention' || isInline(element);
  editor.isVoid = (element) => element.type === 'mention' || element.type === 'image' || isVoid(element);
  editor.markableVoid = (element) => element.type === 'mention' || markableVoid(element);
  // Enter after a heading goes on in a paragraph, as in word processors.
  const { insertBreak } = editor;
  editor.insertBreak = () => {
    const inHeading = isBlockActive(editor, 'heading-two') || isBlockActive(editor, 'heading-three');
    insertBreak();
    if (inHeading)
      Transforms.setNodes(
        editor,
        { type: 'paragraph' },
        { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) },
      );
  };
  return editor;
}

export const isMarkActive = (editor: Editor, mark: Mark) => Editor.marks(editor)?.[mark] === true;

export function toggleMark(editor: Editor, mark: Mark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

const SHORTCUTS: Record<string, Mark> = { b: 'bold', i: 'italic' };

/** Ctrl/⌘+B and +I toggle bold and italic; says whether the key was one of them. */
export function markShortcut(editor: Editor, event: KeyboardEvent): boolean {
  const mark = event.ctrlKey || event.metaKey ? SHORTCUTS[event.key.toLowerCase()] : undefined;
  if (!mark) return false;
  event.preventDefault();
  toggleMark(editor, mark);
  return true;
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
  if (!active && isList(kind))
    Transforms.wrapNodes(editor, { type: kind as 'bulleted-list' | 'numbered-list', children: [] });
}

/** A picture on its own line after the selected one, and a paragraph after it to write on. */
export function insertImage(editor: Editor, url: string, alt: string) {
  const image: ImageElement = { type: 'image', url, alt, children: [{ text: '' }] };
  Transforms.insertNodes(editor, [image, { type: 'paragraph', children: [{ text: '' }] }]);
}
