import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createEaselStore } from '@easel/store';
import { accountApi } from '../api/account-api';

export { answerWith } from '@easel/ui/testing';

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
