type Answer = { status: number; body: unknown };
/** Answers by "METHOD /path"; anything else answers 404. */
export type Answers = Record<string, Answer | Promise<Answer> | (() => Answer | Promise<Answer>)>;

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** For page tests: replaces fetch with the given answers; returns the list of requests sent, bodies parsed. */
export function answerWith(routes: Answers): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      path,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    });
    const route = routes[`${request.method} ${path}`];
    const { status, body } = await (typeof route === 'function'
      ? route()
      : (route ?? { status: 404, body: { message: 'Not found' } }));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}
