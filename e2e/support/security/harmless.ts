import { DEMO } from '../fixtures';
import { jsonOf, type Answer } from './hostile-input';
import type { World } from './world';

// Checks that a 2xx answer did no harm: it is JSON, it holds what was sent as plain text, it leaks nothing.

type Check = (answer: Answer, world: World) => string | undefined;

const isJson = (answer: Answer) => /^application\/json\b/.test(answer.headers['content-type'] ?? '');

/** A JSON answer with nosniff: a browser never renders it as a page, whatever text it holds. */
export const jsonAnswer = (answer: Answer): string | undefined => {
  if (!isJson(answer)) return `answered as ${answer.headers['content-type'] ?? 'no content type'}, not JSON`;
  if (answer.headers['x-content-type-options'] !== 'nosniff')
    return 'a JSON answer without X-Content-Type-Options: nosniff';
  return undefined;
};

/** The value at `path` of the JSON answer (dots between keys). */
export const valueAt = (answer: Answer, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      jsonOf(answer),
    );

/** A JSON answer whose `path` holds `sent` as it was sent (text to be rendered as text), or a cleaned version without markup. */
export const keptAsText =
  (path: string, sent: string): Check =>
  (answer) => {
    const notJson = jsonAnswer(answer);
    if (notJson) return notJson;
    const stored = valueAt(answer, path);
    if (stored === sent.trim()) return undefined;
    if (typeof stored === 'string' && !/<\s*(script|img|svg)|on\w+\s*=|javascript:/i.test(stored)) return undefined;
    return `${path} is ${JSON.stringify(stored)}, neither the text sent nor a harmless version of it`;
  };

/** The JSON answer's `path` is not `forbidden`: a field the caller may not set kept its own value. */
export const notSetTo =
  (path: string, forbidden: unknown): Check =>
  (answer) => {
    const value = valueAt(answer, path);
    if (value === undefined) return `no ${path} in the answer`;
    return JSON.stringify(value) === JSON.stringify(forbidden)
      ? `${path} was set to ${JSON.stringify(forbidden)}`
      : undefined;
  };

/** The JSON answer's `path` equals `expected`. */
export const holds =
  (path: string, expected: unknown): Check =>
  (answer) => {
    const value = valueAt(answer, path);
    return JSON.stringify(value) === JSON.stringify(expected)
      ? undefined
      : `${path} is ${JSON.stringify(value)}, expected ${JSON.stringify(expected)}`;
  };

/** A JSON answer with a list at `path`, holding at most `max` items. */
export const listOf =
  (path: string, max = Infinity): Check =>
  (answer) => {
    const list = valueAt(answer, path);
    if (!Array.isArray(list)) return `no list at ${path}`;
    return list.length > max ? `${list.length} items at ${path}, expected at most ${max}` : jsonAnswer(answer);
  };

export const allOf =
  (...checks: Check[]): Check =>
  (answer, world) => {
    for (const check of checks) {
      const problem = check(answer, world);
      if (problem) return problem;
    }
    return undefined;
  };

/** None of these strings appear in the answer's text. */
export const without =
  (...secrets: string[]) =>
  (answer: Answer): string | undefined => {
    const found = secrets.filter((secret) => answer.text.includes(secret));
    return found.length ? `the answer holds ${found.map((text) => JSON.stringify(text)).join(', ')}` : undefined;
  };

/** No password hash, no account's e-mail address, no token in a public answer. */
export const noPersonalData: Check = (answer, world) => {
  const emails = [
    ...Object.values(world.accounts).map((account) => account.email),
    ...Object.values(DEMO).filter((value) => value.includes('@')),
  ];
  const shown = emails.filter((email) => answer.text.includes(email));
  if (/scrypt\$|"(password|passwordHash|password_hash|hash)"/i.test(answer.text))
    return 'a password hash in the answer';
  if (shown.length) return `e-mail addresses in the answer: ${shown.join(', ')}`;
  if (/eyJ[\w-]+\.eyJ[\w-]+\./.test(answer.text)) return 'a token in the answer';
  return jsonAnswer(answer);
};

/** Walks the JSON: an artwork with phidden true must not carry a price; `price` must appear nowhere. */
export const noHiddenPrice =
  (price: (world: World) => number): Check =>
  (answer, world) => {
    const hidden = price(world);
    const found = [String(hidden), String(Math.round(hidden * 100))].filter((text) => answer.text.includes(text));
    if (found.length) return `the hidden price ${hidden} is in the answer`;
    const priced: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      const shown = [record.price, record.discountPrice].some((amount) => typeof amount === 'number' && amount > 0);
      if (record.phidden === true && shown) priced.push(String(record.slug));
      Object.values(record).forEach(walk);
    };
    walk(jsonOf(answer));
    return priced.length ? `phidden artworks with their price: ${priced.slice(0, 5).join(', ')}` : jsonAnswer(answer);
  };
