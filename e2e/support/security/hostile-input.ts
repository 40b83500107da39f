import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Actor, ServiceName, World } from './world';

export const CATEGORIES = [
  'injection',
  'authentication',
  'access control',
  'XSS',
  'input validation',
  'misconfiguration',
  'rate limits',
  'data exposure',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** One request as a row writes it; `to` sends it past the gateway, to a service's own port. */
export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'TRACE';
  path: string;
  to?: 'gateway' | ServiceName;
  /** who sends it: an account of the world, or a token as it is */
  as?: Actor | { token: string };
  headers?: Record<string, string>;
  json?: unknown;
  /** a raw body, sent as it is (set its content-type in headers) */
  body?: string | Buffer;
  multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** What the row accepts. Without `harmless`, a 2xx is a failure unless `status` names it. */
interface Expectation {
  status?: number | readonly number[];
  /** the exact message of a refusal, or a pattern it must match */
  message?: string | RegExp;
  /** for a 2xx: a problem found in the answer, or undefined when it is harmless */
  harmless?: (answer: Answer, world: World) => string | undefined | Promise<string | undefined>;
  /** for any answer, refusals too: e.g. its headers */
  always?: (answer: Answer) => string | undefined;
}

export interface HostileInput {
  category: Category;
  what: string;
  /** the call; or `send`, for an input that needs steps before it (a session to end, a token to spend) */
  request?: Call | ((world: World) => Call | Promise<Call>);
  send?: (world: World) => Promise<Answer>;
  expect: Expectation;
}

export const jsonOf = (answer: Answer): unknown => {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
};

// What a server lets slip when it fails: stack frames, file paths, the database's own words.
const LEAKS: readonly [RegExp, string][] = [
  [/\n\s+at .+:\d+:\d+/, 'a stack trace'],
  [/node_modules|node:internal|\/work\/|\/src\/[\w/-]+\.ts/, 'a file path'],
  [
    /syntax error at or near|relation "[^"]+" does not exist|column "[^"]+"|violates [\w ]*constraint|invalid input syntax|duplicate key/i,
    'SQL',
  ],
  [/\b(TypeError|ReferenceError|RangeError|SyntaxError|PayloadTooLargeError|URIError)\b/, 'an error class'],
];

function leaksIn(text: string): string[] {
  return LEAKS.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

/** Every problem with the answer to `row`; none when it holds. */
export async function problemsWith(row: HostileInput, answer: Answer, world: World): Promise<string[]> {
  const { status } = answer;
  if (status >= 500) return [`a ${status}`];
  const problems: string[] = [];
  const allowed = row.expect.status === undefined ? undefined : ([] as number[]).concat(row.expect.status);
  if (allowed && !allowed.includes(status)) problems.push(`status ${status}, expected ${allowed.join(' or ')}`);
  if (status >= 400) problems.push(...refusalProblems(answer, row.expect.message));
  else if (status >= 200 && status < 300) {
    if (!row.expect.harmless && !allowed) problems.push(`a ${status} where a refusal was expected`);
    const found = await row.expect.harmless?.(answer, world);
    if (found) problems.push(found);
  } else if (!allowed) problems.push(`an unexpected ${status}`);
  const headerProblem = row.expect.always?.(answer);
  return headerProblem ? [...problems, headerProblem] : problems;
}

function refusalProblems(answer: Answer, expected: Expectation['message']): string[] {
  const body = jsonOf(answer) as { message?: unknown } | undefined;
  const message = body?.message;
  if (typeof message !== 'string' || message.trim() === '') return ['no { message } in the refusal'];
  const problems = leaksIn(answer.text).map((leak) => `${leak} in the refusal`);
  if (!/^application\/json\b/.test(answer.headers['content-type'] ?? '')) problems.push('a refusal not sent as JSON');
  if (typeof expected === 'string' && message !== expected)
    problems.push(`message "${message}", expected "${expected}"`);
  if (expected instanceof RegExp && !expected.test(message))
    problems.push(`message "${message}", expected ${expected}`);
  return problems;
}

export async function answerOf(response: APIResponse): Promise<Answer> {
  return { status: response.status(), headers: response.headers(), text: await response.text() };
}

/** Sends a call through `api` (the gateway) or to a service's own port. */
export async function send(world: World, call: Call, api: APIRequestContext = world.api): Promise<Answer> {
  const origin = !call.to || call.to === 'gateway' ? world.gateway : world.services[call.to];
  const token =
    typeof call.as === 'object'
      ? call.as.token
      : call.as && call.as !== 'visitor'
        ? world.accounts[call.as].token
        : undefined;
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...call.headers };
  const response = await api.fetch(`${origin}${call.path}`, {
    method: call.method ?? (call.json !== undefined || call.body !== undefined || call.multipart ? 'POST' : 'GET'),
    headers,
    data: call.json ?? call.body,
    multipart: call.multipart,
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  return answerOf(response);
}

export async function answerTo(row: HostileInput, world: World): Promise<Answer> {
  if (row.send) return row.send(world);
  if (!row.request) throw new Error(`${row.what}: neither request nor send`);
  return send(world, typeof row.request === 'function' ? await row.request(world) : row.request);
}

/** How a row reads in a failure: its category, what it sends, and the answer seen. */
export const describeFailure = (row: HostileInput, answer: Answer | undefined, problems: string[]) =>
  `${row.category} · ${row.what}: ${problems.join('; ')}${answer ? ` [${answer.status} ${answer.text.slice(0, 160)}]` : ''}`;
