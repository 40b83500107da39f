import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FragmentLoader } from '@easel/ui';
import { ARTIST_PAGE_HIDDEN, ARTIST_PAGE_SHOWN } from '../artist-page/artist-page-events';
import { Header } from '../components/header';
import { goTo, renderFrame, resetPage } from './render-header';

const shown = { slug: 'mara-okafor', artistName: 'Mara Okafor', instagram: '@mara.okafor' };
const announce = (name: string, detail?: unknown) =>
  act(() => void window.dispatchEvent(new CustomEvent(name, { detail })));

// The artist bar's only button.
const contactButton = () => within(screen.getByRole('region', { name: 'Artist' })).getByRole('button');

beforeEach(resetPage);
afterEach(() => announce(ARTIST_PAGE_HIDDEN));

it('when mf-artist announces an artist page on /artist/, then the header shows the name, Instagram and Contact Me', () => {
  window.history.pushState({}, '', '/artist/mara-okafor');
  renderFrame(<Header />);
  expect(screen.queryByRole('button', { name: 'Contact Me' })).toBeNull();
  announce(ARTIST_PAGE_SHOWN, shown);
  const name = screen.getByRole('link', { name: 'Mara Okafor' });
  expect(name.getAttribute('aria-current')).toBe('page');
  expect(name.getAttribute('href')).toBe('/artist/mara-okafor');
  const instagram = screen.getByRole('link', { name: 'Mara Okafor on Instagram' });
  expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/mara.okafor/');
  expect(instagram.getAttribute('target')).toBe('_blank');
  expect(contactButton().textContent).toBe('Contact Me');
});

it('when the artist page unmounts or the path leaves /artist/, then the header leaves artist-page mode', () => {
  window.history.pushState({}, '', '/artist/mara-okafor');
  renderFrame(<Header />);
  announce(ARTIST_PAGE_SHOWN, shown);
  goTo('/cart');
  expect(screen.queryByRole('button', { name: 'Contact Me' })).toBeNull();
  goTo('/artist/mara-okafor');
  expect(contactButton().textContent).toBe('Contact Me');
  announce(ARTIST_PAGE_HIDDEN);
  expect(screen.queryByRole('button', { name: 'Contact Me' })).toBeNull();
});

it('when the announcement has no artist name or slug, then it is ignored', () => {
  window.history.pushState({}, '', '/artist/x');
  renderFrame(<Header />);
  announce(ARTIST_PAGE_SHOWN, { instagram: '@x' });
  expect(screen.queryByRole('button', { name: 'Contact Me' })).toBeNull();
});

it("when Contact Me is pressed, then mf-artist's message popup opens for the artist's slug and name, and closes through onClose", async () => {
  const received: Record<string, unknown>[] = [];
  const Popup = (props: { slug: string; artistName: string; onClose: () => void }) => {
    received.push(props);
    return (
      <div role="dialog" aria-label={`Message ${props.artistName}`}>
        <button onClick={props.onClose}>Close popup</button>
      </div>
    );
  };
  const loadFragment: FragmentLoader = jest.fn(async (id: string) => {
    expect(['mf_artist/message-popup', 'mf_commerce/cart-indicator']).toContain(id);
    return { default: id === 'mf_artist/message-popup' ? Popup : () => <a href="/cart">Cart</a> };
  });
  window.history.pushState({}, '', '/artist/mara-okafor');
  renderFrame(<Header />, loadFragment);
  announce(ARTIST_PAGE_SHOWN, shown);
  fireEvent.click(screen.getByRole('button', { name: 'Contact Me' }));
  expect((await screen.findByRole('dialog')).getAttribute('aria-label')).toBe('Message Mara Okafor');
  expect(loadFragment).toHaveBeenCalledWith('mf_artist/message-popup');
  expect(received[0]).toMatchObject({ slug: 'mara-okafor', artistName: 'Mara Okafor' });
  fireEvent.click(screen.getByRole('button', { name: 'Close popup' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
