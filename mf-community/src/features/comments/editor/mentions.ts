import { Editor, Element, Range, Transforms } from 'slate';
import type { MentionElement } from '@easel/ui/rich-text';

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

/** The toolbar's '@': typed at the caret, after a space unless one is there already, so that people are suggested. */
export function typeMentionSign(editor: Editor) {
  const before =
    editor.selection && Editor.string(editor, { anchor: Editor.start(editor, []), focus: editor.selection.anchor });
  editor.insertText(before && !/\s$/.test(before) ? ' @' : '@');
}
