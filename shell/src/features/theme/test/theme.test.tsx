import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeToggle } from '../components/theme-toggle';
import { applyStoredTheme, storedTheme, THEME_KEY } from '../theme';

const theme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.theme = 'light';
});

it('when nothing is remembered, then the theme is light', () => {
  expect(storedTheme()).toBe('light');
  applyStoredTheme();
  expect(theme()).toBe('light');
});

it('when dark was chosen on an earlier visit, then it is on <html> before the frame renders', () => {
  localStorage.setItem(THEME_KEY, 'dark');
  applyStoredTheme();
  expect(theme()).toBe('dark');
});

it('when the remembered value is not a theme, then light is used', () => {
  localStorage.setItem(THEME_KEY, 'purple');
  applyStoredTheme();
  expect(theme()).toBe('light');
});

it('when the toggle is pressed, then data-theme switches, the choice is remembered and the name says what the next press does', () => {
  render(<ThemeToggle />);
  fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(theme()).toBe('dark');
  expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(theme()).toBe('light');
  expect(localStorage.getItem(THEME_KEY)).toBe('light');
});

it('when another tab switches the theme, then this one follows', () => {
  applyStoredTheme();
  render(<ThemeToggle />);
  act(() => {
    localStorage.setItem(THEME_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'dark' }));
  });
  expect(theme()).toBe('dark');
  expect(screen.getByRole('button', { name: /^Switch to/ }).getAttribute('aria-label')).toBe('Switch to light theme');
});
