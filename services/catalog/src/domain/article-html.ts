import { STORED_HTML_BASE } from '@easel/service-kit';
import sanitizeHtml from 'sanitize-html';

const LINK_SCHEMES = ['http', 'https', 'mailto'];
const OPENER_KEPT_OUT = 'noopener noreferrer nofollow';

// The browser ignores spaces and control characters inside a URL, so they are ignored here before reading the scheme.
const leavesTheSite = (href = '') => {
  const compact = [...href].filter((character) => character > ' ').join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme !== undefined && LINK_SCHEMES.includes(scheme);
};

/**
 * What stored HTML may keep. Self-contained, so that community's comments can take it with a shorter
 * `allowedTags` (e.g. `{ ...STORED_HTML_ALLOWLIST, allowedTags: ['p', 'br', 'a', 'strong', 'em'] }`).
 */
export const STORED_HTML_ALLOWLIST = {
  ...STORED_HTML_BASE,
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'blockquote',
    'ul',
    'ol',
    'li',
    'figure',
    'figcaption',
    'a',
    'img',
  ],
  // rel is always ours: the transform below replaces the one written.
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt'] },
  // An http picture on an https page is mixed content, so pictures come from this site or https only.
  allowedSchemesByTag: { a: LINK_SCHEMES, img: ['https'] },
  transformTags: {
    ...STORED_HTML_BASE.transformTags,
    // An empty rel is dropped like every empty non-boolean attribute.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: leavesTheSite(attribs.href) ? OPENER_KEPT_OUT : '' },
    }),
  },
} satisfies sanitizeHtml.IOptions;

/** Article bodies keep the allowlist's tags and attributes; everything else is dropped or shown as text. */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, STORED_HTML_ALLOWLIST);
