import { Editor, Element, Range, Transforms } from 'slate';
import type { LinkElement } from './rich-text-value';

const isLink = (node: unknown) => Element.isElement(node) && node.type === 'link';

export const isLinkActive = (editor: Editor) =>
  !!editor.selection && !!Editor.nodes(editor, { match: isLink }).next().value;

/** The selected words become a link to url; with nothing selected, the address itself is inserted as one. */
export function insertLink(editor: Editor, url: string) {
  Transforms.unwrapNodes(editor, { match: isLink });
  const link: LinkElement = { type: 'link', url, children: [] };
  if (!editor.selection || Range.isCollapsed(editor.selection))
    Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
  else Transforms.wrapNodes(editor, link, { split: true });
}

export const removeLink = (editor: Editor) => Transforms.unwrapNodes(editor, { match: isLink });
