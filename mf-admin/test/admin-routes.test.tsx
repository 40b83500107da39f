import { screen } from '@testing-library/react';
import { openApp } from '@easel/ui/src/testing/open-app';
import { adminApp } from '../src/app/admin-app';

beforeEach(() => localStorage.clear());

it('when a visitor opens /admin/login, then the admin login page says it is on its way, without internal names', () => {
  openApp(adminApp, '/admin/login');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin login');
  expect(screen.getByText('Where Easel’s team signs in to look after the marketplace.')).toBeInstanceOf(HTMLParagraphElement);
  expect(document.body.textContent).not.toMatch(/mf-/);
});

it('when a visitor without an admin token opens /admin/users, then they are sent to /admin/login', () => {
  openApp(adminApp, '/admin/users');
  expect(window.location.pathname).toBe('/admin/login');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin login');
});

it('when a signed-in admin opens /admin/users, then the admin area says it is on its way', () => {
  localStorage.setItem('admintoken', 'admin-token');
  openApp(adminApp, '/admin/users');
  expect(window.location.pathname).toBe('/admin/users');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin');
});

it('when the page belongs to another team, then mf-admin shows nothing', () => {
  openApp(adminApp, '/artworks');
  expect(screen.queryByRole('heading')).toBeNull();
});
