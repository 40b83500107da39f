// Article bodies keep a small list of tags and attributes; everything else is dropped or shown as text.
// The output is rebuilt from scratch: only tags written here and escaped text ever leave.
const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], strong: [], b: [], em: [], i: [], u: [], s: [],
  blockquote: [], ul: [], ol: [], li: [], figure: [], figcaption: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const VOID = new Set(['br', 'hr', 'img']);
// Their content is code or chrome, never article text.
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select']);

// Relative links may not start with // or /\ (both leave the site), nor may anything run script.
const SAFE_URL = { href: /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i, src: /^(https:\/\/|\/(?![/\\]))/i } as const;
const NUMBER = /^\d{1,4}$/;

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (text: string) => text.replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function attributesOf(tag: string, source: string): string {
  const allowed = ALLOWED[tag] ?? [];
  let kept = '';
  for (const [, rawName, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const name = (rawName ?? '').toLowerCase();
    const value = (double ?? single ?? bare ?? '').trim();
    if (!allowed.includes(name)) continue;
    if ((name === 'href' || name === 'src') && !SAFE_URL[name].test(value)) continue;
    if ((name === 'width' || name === 'height') && !NUMBER.test(value)) continue;
    kept += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === 'a' && kept.includes('href=')) kept += ' rel="noopener noreferrer nofollow"';
  return kept;
}

export function sanitizeArticleHtml(html: string): string {
  let out = '';
  let at = 0;
  let dropping: string | undefined;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawTag, attributes = ''] = match;
    const start = match.index ?? 0;
    if (!dropping) out += escapeText(html.slice(at, start));
    at = start + whole.length;
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (dropping) {
      if (closing && tag === dropping) dropping = undefined;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing && !whole.endsWith('/>')) dropping = tag;
      continue;
    }
    if (!(tag in ALLOWED)) continue;
    if (closing) out += VOID.has(tag) ? '' : `</${tag}>`;
    else out += `<${tag}${attributesOf(tag, attributes)}>`;
  }
  if (!dropping) out += escapeText(html.slice(at));
  return out;
}
