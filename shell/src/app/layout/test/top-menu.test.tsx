import { act, fireEvent, screen, within } from '@testing-library/react';
import { selectedItem } from '../navigation/top-menu';
import { Header } from '../components/header';
import { goTo, renderFrame, resetPage } from './render-header';

beforeEach(resetPage);

const artistMenu = () => screen.getByRole('button', { name: "I'm an artist menu" });
const artistMega = () => document.getElementById('shl-menu-artists')!;

describe('selected item (spec §2)', () => {
  it.each([
    ['/', 'pulse'],
    ['/artists', 'artists'],
    ['/magazine/artists-we-love', 'artists'],
    ['/artist/mara-okafor', 'artist'],
    ['/cart', null],
    ['/art/quiet-thunder', null],
  ])('when the path is %s, then %s is selected', (path, expected) => {
    expect(selectedItem(path)).toBe(expected);
  });

  it("when single-spa moves from / to /artists, then the selection moves from The Weekly Pulse to I'm an artist", () => {
    renderFrame(<Header />);
    expect(screen.getByRole('button', { name: 'The Weekly Pulse' }).getAttribute('aria-current')).toBe('page');
    goTo('/artists');
    expect(screen.getByRole('link', { name: "I'm an artist" }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'The Weekly Pulse' }).getAttribute('aria-current')).toBeNull();
  });

  it('when the browser goes back, then the selection follows popstate', () => {
    window.history.pushState({}, '', '/artists');
    renderFrame(<Header />);
    act(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('button', { name: 'The Weekly Pulse' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('mega menus (spec §2, §4)', () => {
  it("when the pointer rests on I'm an artist, then its mega menu shows the spec's sections and links", () => {
    renderFrame(<Header />);
    expect(artistMega().hidden).toBe(true);
    fireEvent.mouseEnter(screen.getByRole('link', { name: "I'm an artist" }).closest('li')!);
    expect(artistMega().hidden).toBe(false);
    expect(artistMenu().getAttribute('aria-expanded')).toBe('true');
    const mega = within(artistMega());
    expect(mega.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'FEATURED',
      'ONBOARDING',
      'ARTIST TOOLS',
    ]);
    const featured =
      'Get featured on The Weekly Pulse The ten most voted artworks of the week are featured and earn a badge.';
    expect(mega.getByRole('link', { name: featured }).getAttribute('href')).toBe('/#WeeklyPulse');
    for (const [label, description, href] of [
      ['Artist Page', 'own logo, colours, galleries', '/artists#artists'],
      ['Collector Analytics', 'likes, saves, audience trends, sales over time', '/artists#cards'],
      ['Start selling globally', 'multiple artworks, pricing, editions, UK and worldwide buyers', '/artists#global'],
      ['Messenger', 'chat with fans and buyers', '/artists#cards'],
    ]) {
      expect(mega.getByRole('link', { name: `${label} ${description}` }).getAttribute('href')).toBe(href);
    }
    expect(mega.getByRole('link', { name: 'Create artist profile (free)' }).getAttribute('href')).toBe(
      '/register?artist=true',
    );
    expect(mega.getByRole('link', { name: 'Log in to publish' }).getAttribute('href')).toBe('/login?publish=true');
  });

  it('when the pointer leaves, then the mega menu closes', () => {
    renderFrame(<Header />);
    const item = artistMenu().closest('li')!;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    expect(artistMega().hidden).toBe(true);
  });

  it('when a keyboard user presses ArrowDown on Career Tracks, then it opens and its first link takes focus; Escape closes it and returns focus', () => {
    renderFrame(<Header />);
    const careers = screen.getByRole('button', { name: 'Career Tracks' });
    careers.focus();
    fireEvent.keyDown(careers, { key: 'ArrowDown' });
    const panel = document.getElementById('shl-menu-careers')!;
    expect(panel.hidden).toBe(false);
    expect(document.activeElement).toBe(within(panel).getAllByRole('link')[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(careers);
  });

  it('when Enter presses a menu button (a click with no pointer), then it toggles', () => {
    renderFrame(<Header />);
    const pulse = screen.getByRole('button', { name: 'The Weekly Pulse' });
    fireEvent.click(pulse, { detail: 0 });
    expect(pulse.getAttribute('aria-expanded')).toBe('true');
    const links = within(document.getElementById('shl-menu-pulse')!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The Weekly Pulse', '/#WeeklyPulse'],
      ['About Us', '/#Aboutus'],
      ['Contact Us', '/contact'],
    ]);
    fireEvent.click(pulse, { detail: 0 });
    expect(pulse.getAttribute('aria-expanded')).toBe('false');
  });

  it('when the page scrolls down, then the open mega menu closes', () => {
    renderFrame(<Header />);
    fireEvent.click(artistMenu(), { detail: 1 });
    expect(artistMega().hidden).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(artistMega().hidden).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('when someone clicks outside the open menu, then it closes', () => {
    renderFrame(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Career Tracks' }), { detail: 1 });
    fireEvent.pointerDown(document.body);
    expect(document.getElementById('shl-menu-careers')!.hidden).toBe(true);
  });

  it('when the path changes, then the open menu closes', () => {
    renderFrame(<Header />);
    fireEvent.click(artistMenu(), { detail: 1 });
    goTo('/artists');
    expect(artistMega().hidden).toBe(true);
  });
});
