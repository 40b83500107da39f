import { Element, type Descendant } from 'slate';
import type { NewsletterText } from './newsletter-value';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function textHtml({ text, bold, italic }: NewsletterText): string {
  let html = escape(text).replace(/\n/g, '<br>');
  if (!html) return '';
  if (italic) html = `<em>${html}</em>`;
  if (bold) html = `<strong>${html}</strong>`;
  return html;
}

const TAGS = { paragraph: 'p', 'block-quote': 'blockquote', 'list-item': 'li', 'bulleted-list': 'ul', 'numbered-list': 'ol' } as const;

function nodeHtml(node: Descendant): string {
  if (!Element.isElement(node)) return textHtml(node);
  const inner = node.children.map(nodeHtml).join('');
  if (node.type === 'link') return `<a href="${escape(node.url)}">${inner}</a>`;
  if (node.type === 'paragraph' && !inner) return '<p><br></p>';
  const tag = TAGS[node.type];
  return `<${tag}>${inner}</${tag}>`;
}

/** The editor's document as the HTML the server takes (and cleans again): p, strong, em, ul, ol, li, blockquote, br, a. */
export const newsletterHtml = (value: Descendant[]): string => value.map(nodeHtml).join('');

/** Whether the document holds any words at all: an empty one is not sent. */
export const hasWords = (value: Descendant[]): boolean =>
  value.some((node) => (Element.isElement(node) ? hasWords(node.children) : node.text.trim() !== ''));
