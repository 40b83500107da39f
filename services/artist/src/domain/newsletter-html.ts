import { STORED_HTML_BASE } from '@easel/service-kit';
import sanitizeHtml from 'sanitize-html';

/**
 * What a newsletter's body may keep: the editor's paragraphs, breaks, bold, italic, lists, quotes and links to the web
 * or to an address. Anything else goes; script-like elements go with their content, and a link with another scheme
 * (javascript:, data:) loses its href.
 */
const NEWSLETTER_HTML_ALLOWLIST = {
  ...STORED_HTML_BASE,
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
} satisfies sanitizeHtml.IOptions;

export const cleanNewsletterHtml = (html: string): string => sanitizeHtml(html, NEWSLETTER_HTML_ALLOWLIST);

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Clean newsletter HTML as plain text: the mail's text part, and how the server tells an empty newsletter. */
export function newsletterText(cleanHtml: string): string {
  const marked = cleanHtml
    .replace(/<a href="([^"]*)">(.*?)<\/a>/g, (_all, href: string, text: string) =>
      text.includes(href) ? text : `${text} (${href})`,
    )
    .replace(/<li>/g, '- ')
    .replace(/<br \/>|<br>|<\/(p|li|blockquote|ul|ol)>/g, '\n');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&[a-z#0-9]+;/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
