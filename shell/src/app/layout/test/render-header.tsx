import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { User } from '@easel/contracts';
import { createEaselStore } from '@easel/store';
import { FragmentLoaderContext, type FragmentLoader } from '@easel/ui';

export const artist: User = {
  _id: 'a1',
  role: 'user',
  email: 'artist@easel.example',
  firstName: 'Mara',
  lastName: 'Okafor',
  artistName: 'Mara Paints',
  slug: 'mara-okafor',
  avatar: null,
  instagram: '@mara.okafor',
  google: false,
  count: 2,
  artistPage: { about: { img: null } },
  bookmarks: [],
  artistbookmarks: [],
};

export const customer: User = {
  ...artist,
  _id: 'c1',
  role: 'customer',
  email: 'collector@easel.example',
  firstName: 'Cleo',
  lastName: 'Collins',
  artistName: null,
  slug: null,
};

/** Logs `user` in the way the session reads it: token and user in local storage. */
export function signIn(user: User) {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('user', JSON.stringify(user));
}

/** A route change as single-spa announces it. */
export function goTo(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
}

/** Renders part of the frame with a fresh store from local storage, and fragments from `loadFragment`. */
export function renderFrame(ui: ReactElement, loadFragment: FragmentLoader | null = null) {
  const store = createEaselStore({ redirect: jest.fn() });
  return render(
    <Provider store={store}>
      <FragmentLoaderContext.Provider value={loadFragment}>{ui}</FragmentLoaderContext.Provider>
    </Provider>,
  );
}

export function resetPage() {
  localStorage.clear();
  window.history.pushState({}, '', '/');
  document.documentElement.dataset.theme = 'light';
}
