// For tests in node (its fetch, Request and Response): what a page has that node lacks, and a fetch that answers by route.

const storage = (entries: Map<string, string>) => ({
  getItem: (key: string) => entries.get(key) ?? null,
  setItem: (key: string, value: string) => entries.set(key, value),
  removeItem: (key: string) => entries.delete(key),
  clear: () => entries.clear(),
});
// A browser resolves the relative /api against the page; node's Request needs an origin.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}
Object.assign(globalThis, {
  Request: PageRequest,
  localStorage: storage(new Map()),
  sessionStorage: storage(new Map()),
});

export interface Sent {
  route: string;
  authorization: string | null;
  credentials: RequestCredentials;
  keepalive: boolean;
}
type Answer = { status: number; body: unknown };
/** An answer, or a function of the request's bearer token (the server's view of it). */
type Route = Answer | ((token: string | null) => Answer | Promise<Answer>);

/** Replaces fetch: answers by "METHOD /path" (anything else 404) and lists what was sent. */
export function answerWith(routes: Record<string, Route>): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const authorization = request.headers.get('Authorization');
    sent.push({ route, authorization, credentials: request.credentials, keepalive: request.keepalive });
    const handler = routes[route] ?? { status: 404, body: { message: 'Not found' } };
    const { status, body } =
      typeof handler === 'function' ? await handler(authorization?.replace('Bearer ', '') ?? null) : handler;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}
