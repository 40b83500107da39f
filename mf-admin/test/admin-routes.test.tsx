import { screen } from '@testing-library/react';
import { openApp } from '@easel/ui/src/testing/open-app';
import { adminApp } from '../src/app/admin-app';

beforeEach(() => localStorage.clear());

it('when a visitor opens /admin/login, then the admin login page is announced as coming soon', () => {
  openApp(adminApp, '/admin/login');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin login — coming soon (mf-admin)');
});

it('when a visitor without an admin token opens /admin/users, then they are sent to /admin/login', () => {
  openApp(adminApp, '/admin/users');
  expect(window.location.pathname).toBe('/admin/login');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin login — coming soon (mf-admin)');
});

it('when a signed-in admin opens /admin/users, then the admin area is announced as coming soon', () => {
  localStorage.setItem('admintoken', 'admin-token');
  openApp(adminApp, '/admin/users');
  expect(window.location.pathname).toBe('/admin/users');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin — coming soon (mf-admin)');
});

it('when the page belongs to another team, then mf-admin shows nothing', () => {
  openApp(adminApp, '/artworks');
  expect(screen.queryByRole('heading')).toBeNull();
});
