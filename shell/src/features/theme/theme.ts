import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Local storage key of the visitor's choice; light until they pick dark (spec §1). */
export const THEME_KEY = 'theme';

const listeners = new Set<() => void>();

export const storedTheme = (storage: Storage = localStorage): Theme =>
  storage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';

const currentTheme = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  listeners.forEach((listener) => listener());
}

/** Puts the remembered theme on <html> before the frame renders; another tab's choice follows along. */
export function applyStoredTheme() {
  apply(storedTheme());
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY) apply(storedTheme());
  });
}

function setTheme(theme: Theme) {
  localStorage.setItem(THEME_KEY, theme);
  apply(theme);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme on <html> (data-theme), and a way to change it. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  return [useSyncExternalStore(subscribe, currentTheme, currentTheme), setTheme];
}
