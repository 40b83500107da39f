import { fieldLabel } from './messages';

/**
 * What no text may hold, whatever the field: the control characters (C0, DEL, C1) except tab, line feed and carriage
 * return, and lone surrogates. PostgreSQL refuses U+0000 outright; the others are invisible on a page, where they hide or
 * spoof text, and a lone surrogate (only JSON's \u escapes make one) cannot be written as UTF-8. In a `u` regex a paired
 * surrogate is one code point, so \p{Cs} matches only a lone one.
 */
const NOT_PLAIN = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** How deep a value may nest; no contract nests past a handful, and a deeper body is refused before anything walks it. */
const MAX_NESTING = 32;

export const isPlainText = (text: string) => !NOT_PLAIN.test(text);

/**
 * One-line names (titles, people's and artists' names) hold no control character at all, not even a line break, and no
 * bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): those reorder what follows on screen,
 * so that a title could pass for another one. The marks LRM and RLM, which right-to-left names need, stay allowed.
 */
const NOT_ONE_LINE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export const isOneLine = (text: string) => !NOT_ONE_LINE.test(text);

export const notAllowedCharacter = (name: string) => `${name} contains a character that is not allowed`;

interface PlainTextIssue {
  /** where the value is, as a contract's issue path; a bad key is reported at the object holding it */
  path: (string | number)[];
  message: string;
}

/**
 * Every string (and object key) in value that is not plain text, in document order, named like the contracts' messages:
 * { title: 'a\u0000' } → 'Title contains a character that is not allowed'. Walked with a stack, not recursion, so a deep
 * body cannot exhaust the call stack.
 */
export function plainTextIssues(value: unknown): PlainTextIssue[] {
  const issues: PlainTextIssue[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isPlainText(current)) issues.push({ path, message: notAllowedCharacter(nameOf(path)) });
    } else if (current && typeof current === 'object') {
      if (path.length >= MAX_NESTING)
        return [...issues, { path, message: `Input is nested more than ${MAX_NESTING} levels deep` }];
      const entries = Array.isArray(current)
        ? current.map((item, index) => [index, item] as const)
        : Object.entries(current);
      if (entries.some(([key]) => typeof key === 'string' && !isPlainText(key)))
        issues.push({ path, message: notAllowedCharacter('A field name') });
      // Pushed last to first, so the first field is looked at first.
      for (const [key, item] of entries.reverse()) stack.push({ value: item, path: [...path, key] });
    }
  }
  return issues;
}

// A list's items are named by the list: bookmarks[3] → "Bookmarks".
const nameOf = (path: (string | number)[]) => fieldLabel(path.filter((key) => typeof key === 'string'));
