import type { Descendant } from 'slate';
import { emptyRichText } from '@easel/ui/rich-text';

type Inline =
  | { text: string; bold?: true; italic?: true }
  | { type: 'link'; url: string; children: { text: string; bold?: true; italic?: true }[] };
type Marks = { bold?: true; italic?: true };

const BLOCKS: Record<string, 'block-quote' | 'heading-two' | 'heading-three' | 'bulleted-list' | 'numbered-list'> = {
  BLOCKQUOTE: 'block-quote',
  H2: 'heading-two',
  H3: 'heading-three',
  H4: 'heading-three',
  UL: 'bulleted-list',
  OL: 'numbered-list',
};

function inlines(node: Node, marks: Marks): Inline[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [{ text: node.textContent, ...marks }] : [];
  if (!(node instanceof HTMLElement)) return [];
  if (node.tagName === 'BR') return [{ text: '\n', ...marks }];
  const inner = (more: Marks) => [...node.childNodes].flatMap((child) => inlines(child, { ...marks, ...more }));
  if (node.tagName === 'STRONG' || node.tagName === 'B') return inner({ bold: true });
  if (node.tagName === 'EM' || node.tagName === 'I') return inner({ italic: true });
  if (node.tagName === 'A') {
    const children = inner({}).filter((child): child is { text: string } => 'text' in child);
    return [
      { type: 'link', url: node.getAttribute('href') ?? '', children: children.length ? children : [{ text: '' }] },
    ];
  }
  return inner({});
}

const withText = (children: Inline[]): Inline[] => (children.length ? children : [{ text: '' }]);

const imageOf = (img: Element): Descendant => ({
  type: 'image',
  url: img.getAttribute('src') ?? '',
  alt: img.getAttribute('alt') ?? '',
  children: [{ text: '' }],
});

function lineOf(part: Node): Descendant[] {
  if (part instanceof HTMLElement && part.tagName === 'IMG') return [imageOf(part)];
  const words = inlines(part, {});
  return words.length ? [{ type: 'paragraph', children: words }] : [];
}

function blocks(node: Element): Descendant[] {
  return [...node.children].flatMap((child): Descendant[] => {
    const kind = BLOCKS[child.tagName];
    if (child.tagName === 'IMG') return [imageOf(child)];
    if (kind === 'block-quote' || kind === 'heading-two' || kind === 'heading-three')
      return [{ type: kind, children: withText(inlines(child, {})) }];
    if (kind)
      return [
        {
          type: kind,
          children: [...child.children].map((li) => ({
            type: 'list-item' as const,
            children: withText(inlines(li, {})),
          })),
        },
      ];
    if (child.tagName === 'FIGURE' || child.tagName === 'DIV') return blocks(child);
    if (child.tagName === 'FIGCAPTION')
      return [{ type: 'paragraph', children: withText(inlines(child, { italic: true })) }];
    // A paragraph may hold a picture among its words: the picture gets its own line, the words before and after theirs.
    if (child.querySelector('img')) return [...child.childNodes].flatMap(lineOf);
    const words = inlines(child, {});
    return words.length ? [{ type: 'paragraph', children: words }] : [];
  });
}

/**
 * A stored body as the shared editor's document, to edit it again: paragraphs, headings, quotes, lists, pictures,
 * bold, italic and links. A figure's caption comes back as a paragraph under its picture.
 */
export function richTextOf(html: string): Descendant[] {
  const parsed = blocks(new DOMParser().parseFromString(html, 'text/html').body);
  return parsed.length ? parsed : emptyRichText();
}
