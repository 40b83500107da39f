import { Element, type Descendant } from 'slate';
import type { CommentText } from './comment-value';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function textHtml({ text, bold, italic }: CommentText): string {
  let html = escape(text).replace(/\n/g, '<br>');
  if (!html) return '';
  if (italic) html = `<em>${html}</em>`;
  if (bold) html = `<strong>${html}</strong>`;
  return html;
}

const TAGS = { paragraph: 'p', 'block-quote': 'blockquote', 'list-item': 'li', 'bulleted-list': 'ul', 'numbered-list': 'ol' } as const;

function nodeHtml(node: Descendant): string {
  if (!Element.isElement(node)) return textHtml(node);
  if (node.type === 'mention')
    return node.slug ? `<a href="/artist/${encodeURIComponent(node.slug)}">@${escape(node.name)}</a>` : `@${escape(node.name)}`;
  const inner = node.children.map(nodeHtml).join('');
  // An empty line is a break, so that three or more in a row collapse to two (spec §5) as the server will.
  if (node.type === 'paragraph' && !inner) return '<br>';
  const tag = TAGS[node.type];
  return `<${tag}>${inner}</${tag}>`;
}

/** The editor's document as the comment HTML the server takes (p, strong, em, ul, ol, li, blockquote, br, mention links). */
export function commentHtml(value: Descendant[]): string {
  return value.map(nodeHtml).join('');
}
