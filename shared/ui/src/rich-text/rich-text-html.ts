import { Element, type Descendant } from 'slate';
import type { RichText } from './rich-text-value';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function textHtml({ text, bold, italic }: RichText): string {
  let html = escape(text).replace(/\n/g, '<br>');
  if (!html) return '';
  if (italic) html = `<em>${html}</em>`;
  if (bold) html = `<strong>${html}</strong>`;
  return html;
}

const TAGS = {
  paragraph: 'p',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'block-quote': 'blockquote',
  'list-item': 'li',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
} as const;

interface HtmlOptions {
  /** What an empty paragraph becomes: a paragraph holding a break unless told otherwise. */
  emptyLine?: string;
}

function nodeHtml(node: Descendant, emptyLine: string): string {
  if (!Element.isElement(node)) return textHtml(node);
  if (node.type === 'image') return `<figure><img src="${escape(node.url)}" alt="${escape(node.alt)}"></figure>`;
  if (node.type === 'mention')
    return node.slug
      ? `<a href="/artist/${encodeURIComponent(node.slug)}">@${escape(node.name)}</a>`
      : `@${escape(node.name)}`;
  const inner = node.children.map((child) => nodeHtml(child, emptyLine)).join('');
  if (node.type === 'link') return `<a href="${escape(node.url)}">${inner}</a>`;
  if (node.type === 'paragraph' && !inner) return emptyLine;
  const tag = TAGS[node.type];
  return `<${tag}>${inner}</${tag}>`;
}

/**
 * The editor's document as the HTML the servers take (and clean again): p, h2, h3, strong, em, ul, ol, li, blockquote,
 * br, links, pictures in a figure, and a mention as a link to their artist page (or just @name without one). Every
 * text is escaped.
 */
export const richTextHtml = (value: Descendant[], { emptyLine = '<p><br></p>' }: HtmlOptions = {}): string =>
  value.map((node) => nodeHtml(node, emptyLine)).join('');

/** Whether the document holds any words at all. */
export const hasWords = (value: Descendant[]): boolean =>
  value.some((node) => (Element.isElement(node) ? hasWords(node.children) : node.text.trim() !== ''));
