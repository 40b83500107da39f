// Comments' and the Pulse's plain values and rules, apart from the schemas: a page that shows comments need not download zod.
// Spec §5 and §9 for comments and the Weekly Pulse: one set of rules for the browser and the server.
export * from './pulse-values';

const COMMENT_TEXT_MAX = 300;
export const COMMENT_MARKUP_MAX = 5000;
/** 'View more' asks for this many; a batch shorter than asked is the last. */
export const COMMENTS_PAGE = 7;
/** An initial batch under this many means there are no more. */
export const COMMENTS_FIRST_FULL = 5;
export const REPORT_REASON_MAX = 500;

export const COMMENT_EMPTY = 'Comment cannot be empty.';
export const COMMENT_NO_VISIBLE_TEXT = 'Comment must contain visible text.';
export const COMMENT_TOO_LONG = 'Comment cannot exceed 300 characters.';
export const COMMENT_MARKUP_TOO_LARGE = 'Comment markup is too large.';
export const COMMENT_BUSY = 'Please wait for the previous comment to finish';
export const UPVOTE_BUSY = 'Please wait';
export const ERROR_DELETING = 'Error Deleting';
export const LOGIN_TO_COMMENT = 'Login to comment';
export const COMMENT_PLACEHOLDER = 'What do you think?...';

const BREAK = /<(br|hr)\s*\/?>/gi;
// Three or more breaks in a row (only whitespace or empty paragraphs between) keep the first two.
const BREAK_RUN = /(?:<(?:br|hr)>(?:\s|<p>\s*<\/p>)*){3,}/gi;

/** Spec §5: br/hr tags are written one way, and three or more in a row collapse to two. */
export function normaliseBreaks(html: string): string {
  const tidy = html.replace(BREAK, (_tag, name: string) => `<${name.toLowerCase()}>`);
  return tidy.replace(BREAK_RUN, (run) => (run.match(/<(?:br|hr)>/gi) ?? []).slice(0, 2).join(''));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a reader sees of comment HTML: tags gone, entities read, whitespace as the browser shows it. */
export function commentText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first comment rule of spec §5 that `html` breaks (after its breaks are normalised), or null when it may be posted. */
export function commentProblem(html: string): string | null {
  const normalised = normaliseBreaks(html);
  const text = commentText(normalised);
  if (!text) return COMMENT_EMPTY;
  if (!/[\p{L}\p{N}]/u.test(text)) return COMMENT_NO_VISIBLE_TEXT;
  if (text.length > COMMENT_TEXT_MAX) return COMMENT_TOO_LONG;
  if (normalised.length > COMMENT_MARKUP_MAX) return COMMENT_MARKUP_TOO_LARGE;
  return null;
}
export const REPORT_RECEIVED = 'Thank you, our moderators will look at it';
