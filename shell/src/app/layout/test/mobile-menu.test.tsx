import { act, fireEvent, screen, within } from '@testing-library/react';
import { Header } from '../components/header';
import { goTo, renderFrame, resetPage } from './render-header';

beforeEach(resetPage);

it('when the hamburger is pressed, then the slide-in panel opens with MENU and SUPPORT, and pressing again closes it', async () => {
  renderFrame(<Header />);
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const panel = within(await screen.findByRole('dialog', { name: 'Menu' }));
  expect(panel.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['MENU', 'SUPPORT']);
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
  expect(panel.getByRole('link', { name: 'support@easel.example' }).getAttribute('href')).toBe(
    'mailto:support@easel.example',
  );
  const toggle = screen
    .getAllByRole('button', { name: 'Close menu' })
    .find((button) => button.getAttribute('aria-controls'))!;
  fireEvent.click(toggle);
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
});

it('when a menu of the panel is expanded, then its links show; Escape closes the panel', async () => {
  renderFrame(<Header />);
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const panel = await screen.findByRole('dialog', { name: 'Menu' });
  fireEvent.click(within(panel).getByRole('button', { name: 'Career Tracks menu' }));
  expect(within(panel).getByRole('link', { name: 'Emerging artist' }).getAttribute('href')).toBe(
    '/register?artist=true',
  );
  fireEvent.keyDown(panel, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
});

it('when a link in the panel changes the path, then the panel closes', async () => {
  renderFrame(<Header />);
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await screen.findByRole('dialog', { name: 'Menu' });
  goTo('/contact');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
});

it('when the screen is wide (a desktop, no hamburger), then the panel is not drawn, so its code is not fetched', async () => {
  const query = { matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  try {
    renderFrame(<Header />);
    await act(async () => undefined);
    expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 1023px)');
    expect(document.getElementById('shl-mobile-panel')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-controls')).toBe('shl-mobile-panel');
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
