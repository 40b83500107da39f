import type { ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Spec §9: the product's toasts close after 3000 ms. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * Set on <html> by the first toast: the shell mounts its toast container then (see Toasts in @easel/ui). Every front
 * end bundles its own copy of this module, so the page itself carries the news between them.
 */
export const TOASTS_WANTED = 'data-toasts-wanted';

/**
 * Shows a toast. react-toastify is fetched with the first one, not with the page: most visits show none, and it is
 * about 8 kB compressed of every first load. A toast asked for before the container has mounted waits in
 * react-toastify's own queue and shows once it has.
 */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  globalThis.document?.documentElement.setAttribute(TOASTS_WANTED, ''); // no page, no container: the store's own tests
  void import('react-toastify').then(({ toast }) =>
    toast[kind](message, { autoClose: TOAST_AUTO_CLOSE_MS, ...options }),
  );
}
