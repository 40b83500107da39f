import { STORED_HTML_BASE } from '@easel/service-kit';
import sanitizeHtml from 'sanitize-html';

// A mention links to an artist's page on this site, and nowhere else.
const MENTION_HREF = /^\/artist\/[a-z0-9][a-z0-9-]{0,199}$/i;

/**
 * What a stored comment may keep: paragraphs, breaks, bold, italic, lists, quotes and a mention link. Mirrors
 * catalog's article allowlist with fewer tags; anything else goes, and code-like elements go with their content.
 */
const COMMENT_HTML_ALLOWLIST = {
  ...STORED_HTML_BASE,
  allowedTags: ['p', 'br', 'hr', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  // No scheme at all (the base's): the only link kept is a site path, checked by the transform below.
  transformTags: {
    ...STORED_HTML_BASE.transformTags,
    // A link that is not a mention keeps its text and loses the link (a span is not allowed, so only its text stays).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      return MENTION_HREF.test(href) ? { tagName, attribs: { href } } : { tagName: 'span', attribs: {} };
    },
  },
} satisfies sanitizeHtml.IOptions;

/** A comment's HTML cut down to the allowlist; text outside it stays as text. */
export const cleanCommentHtml = (html: string): string => sanitizeHtml(html, COMMENT_HTML_ALLOWLIST);
