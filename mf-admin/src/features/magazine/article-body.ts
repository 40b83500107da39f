import type { Descendant } from 'slate';
import { emptyRichText } from '@easel/ui/src/rich-text';

type Inline = { text: string; bold?: true; italic?: true } | { type: 'link'; url: string; children: { text: string; bold?: true; italic?: true }[] };
type Marks = { bold?: true; italic?: true };

const BLOCKS: Record<string, 'block-quote' | 'bulleted-list' | 'numbered-list'> = {
  BLOCKQUOTE: 'block-quote',
  UL: 'bulleted-list',
  OL: 'numbered-list',
};

function inlines(node: Node, marks: Marks): Inline[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [{ text: node.textContent, ...marks }] : [];
  if (!(node instanceof HTMLElement)) return [];
  if (node.tagName === 'BR') return [{ text: '\n', ...marks }];
  const inner = (more: Marks) => [...node.childNodes].flatMap((child) => inlines(child, { ...marks, ...more }));
  if (node.tagName === 'STRONG' || node.tagName === 'B' || /^H\d$/.test(node.tagName)) return inner({ bold: true });
  if (node.tagName === 'EM' || node.tagName === 'I') return inner({ italic: true });
  if (node.tagName === 'A') {
    const children = inner({}).filter((child): child is { text: string } => 'text' in child);
    return [{ type: 'link', url: node.getAttribute('href') ?? '', children: children.length ? children : [{ text: '' }] }];
  }
  return inner({});
}

const withText = (children: Inline[]): Inline[] => (children.length ? children : [{ text: '' }]);

function blocks(node: Element): Descendant[] {
  return [...node.children].flatMap((child): Descendant[] => {
    const kind = BLOCKS[child.tagName];
    if (kind === 'block-quote') return [{ type: kind, children: withText(inlines(child, {})) }];
    if (kind)
      return [{ type: kind, children: [...child.children].map((li) => ({ type: 'list-item' as const, children: withText(inlines(li, {})) })) }];
    if (child.tagName === 'FIGURE' || child.tagName === 'DIV') return blocks(child);
    const words = inlines(child, {});
    return words.length ? [{ type: 'paragraph', children: words }] : [];
  });
}

/**
 * A stored body as the shared editor's document, to edit it again: paragraphs, quotes, lists, bold, italic and links.
 * The editor has no headings or pictures: a heading comes back as a bold paragraph, a picture is left out.
 */
export function richTextOf(html: string): Descendant[] {
  const parsed = blocks(new DOMParser().parseFromString(html, 'text/html').body);
  return parsed.length ? parsed : emptyRichText();
}
