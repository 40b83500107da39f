/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile } from '@easel/contracts';
import { answerWith, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const admin = (role: AdminProfile['role']): AdminProfile => ({
  id: 'a1',
  email: 'ada@easel.example',
  name: 'Ada Admin',
  role,
  canRefund: false,
  totpEnabled: false,
});
const signedInAs = (role: AdminProfile['role']) => {
  localStorage.setItem('admintoken', 'admin-token');
  answerWith({ 'GET /api/admin/me': { status: 200, body: { admin: admin(role) } } });
};
const sections = async () =>
  within(await screen.findByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => localStorage.clear());

it('when a visitor without an admin token opens /admin/people, then they are sent to /admin/login', async () => {
  openApp(adminApp, '/admin/people');
  await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin login');
});

it('when an owner signs in, then every section shows, and the dashboard opens first', async () => {
  signedInAs('owner');
  openApp(adminApp, '/admin');
  expect(await sections()).toEqual([
    'Dashboard',
    'Moderation',
    'Users & artists',
    'Orders',
    'Weekly Pulse',
    'Magazine',
    'Audit log',
    'Admins',
  ]);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
});

it('when an editor or support signs in, then only the sections of their role show', async () => {
  signedInAs('editor');
  const { unmount } = openApp(adminApp, '/admin');
  expect(await sections()).toEqual(['Dashboard', 'Weekly Pulse', 'Magazine']);
  unmount();
  signedInAs('support');
  openApp(adminApp, '/admin');
  expect(await sections()).toEqual(['Dashboard', 'Users & artists', 'Orders']);
});

it('when the admin token is refused, then it is dropped and the admin goes to /admin/login', async () => {
  localStorage.setItem('admintoken', 'stale');
  answerWith({
    'GET /api/admin/me': { status: 401, body: { message: 'Your session is not valid, please log in again' } },
  });
  openApp(adminApp, '/admin/people');
  await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
  expect(localStorage.getItem('admintoken')).toBeNull();
});

it('when the page belongs to another team, then mf-admin shows nothing', () => {
  openApp(adminApp, '/artworks');
  expect(screen.queryByRole('heading')).toBeNull();
});

it('when an admin opens an /admin address no section owns, then the admin area says there is no such page', async () => {
  signedInAs('moderator');
  openApp(adminApp, '/admin/nothing-here');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/admin');
  expect(await sections()).toEqual(['Dashboard', 'Moderation', 'Users & artists']);
});
