import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createEaselStore } from '@easel/store';
import { accountApi } from '../../account-api/account-api';

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
/** Answers by "METHOD /path"; /config.json answers 404 unless given. */
export type Answers = Record<string, Answer | (() => Answer)>;

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** Replaces fetch with the given answers; returns the list of requests sent, bodies parsed. */
export function answerWith(routes: Answers): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined, authorization: request.headers.get('Authorization') });
    const route = routes[`${request.method} ${path}`];
    const { status, body } = await (typeof route === 'function' ? route() : (route ?? { status: 404, body: { message: 'Not found' } }));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

function Landed() {
  const { pathname } = useLocation();
  return <p>Landed on {pathname}</p>;
}

/** Renders `page` at `path` in a store of its own; other paths show "Landed on <path>". */
export function renderPage(page: ReactElement, path: string, pattern = path.split('?')[0] ?? path) {
  const redirect = jest.fn();
  const store = createEaselStore({ redirect });
  store.injectApi(accountApi);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, redirect };
}

/** A promise and the function that settles it: a call left pending until the test says so. */
export function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}
