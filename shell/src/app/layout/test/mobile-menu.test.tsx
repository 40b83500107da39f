import { fireEvent, screen, within } from '@testing-library/react';
import { Header } from '../components/header';
import { goTo, renderFrame, resetPage } from './render-header';

beforeEach(resetPage);

it('when the hamburger is pressed, then the slide-in panel opens with MENU and SUPPORT, and pressing again closes it', () => {
  renderFrame(<Header />);
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const panel = within(screen.getByRole('dialog', { name: 'Menu' }));
  expect(panel.getByRole('heading', { name: 'MENU' })).toBeTruthy();
  expect(panel.getByRole('heading', { name: 'SUPPORT' })).toBeTruthy();
  expect(panel.getByRole('link', { name: "I'm an artist" }).getAttribute('href')).toBe('/artists');
  expect(panel.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  for (const [name, href] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
  ]) {
    const legal = panel.getByRole('link', { name });
    expect(legal.getAttribute('href')).toBe(href);
    expect(legal.getAttribute('target')).toBe('_blank');
  }
  expect(panel.getByRole('link', { name: 'support@easel.example' }).getAttribute('href')).toBe('mailto:support@easel.example');
  const toggle = screen.getAllByRole('button', { name: 'Close menu' }).find((button) => button.getAttribute('aria-controls'))!;
  fireEvent.click(toggle);
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
});

it('when a menu of the panel is expanded, then its links show; Escape closes the panel', () => {
  renderFrame(<Header />);
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const panel = screen.getByRole('dialog', { name: 'Menu' });
  fireEvent.click(within(panel).getByRole('button', { name: 'Career Tracks menu' }));
  expect(within(panel).getByRole('link', { name: 'Emerging artist' }).getAttribute('href')).toBe('/register?artist=true');
  fireEvent.keyDown(panel, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
});

it('when a link in the panel changes the path, then the panel closes', () => {
  renderFrame(<Header />);
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  goTo('/contact');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
});
