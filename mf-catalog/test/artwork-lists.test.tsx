import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ArtworkCarousel } from '../src/shared/components/artwork-carousel';
import { ArtworkGrid } from '../src/shared/components/artwork-grid';
import { artworkDetail } from './artwork-fixture';

const artworks = ['a', 'b', 'c'].map((id) => artworkDetail({ _id: id, slug: `art-${id}`, title: `Artwork ${id}` }));

it('when a grid shows artworks, then assistive technology meets one named list of their cards, not the layout rows', () => {
  render(<ArtworkGrid artworks={artworks} label="Newest artworks" />);
  const items = within(screen.getByRole('list', { name: 'Newest artworks' })).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Artwork a',
    'Artwork b',
    'Artwork c',
  ]);
});

function scrollable(track: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
}

it('when a carousel cannot scroll, then both arrows are disabled', () => {
  render(<ArtworkCarousel artworks={artworks} label="Similar artworks" />);
  expect(screen.getByRole('button', { name: 'Previous: Similar artworks' }).getAttribute('aria-disabled')).toBe('true');
  expect(screen.getByRole('button', { name: 'Next: Similar artworks' }).getAttribute('aria-disabled')).toBe('true');
});

it('when a carousel scrolls from its start to its end, then Previous and Next are disabled at their ends only', () => {
  render(<ArtworkCarousel artworks={artworks} label="Similar artworks" />);
  const track = screen.getByRole('list', { name: 'Similar artworks' });
  const previous = screen.getByRole('button', { name: 'Previous: Similar artworks' });
  const next = screen.getByRole('button', { name: 'Next: Similar artworks' });
  scrollable(track, { scrollWidth: 1000, clientWidth: 400 });
  act(() => void fireEvent.scroll(track, { target: { scrollLeft: 0 } }));
  expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).toEqual(['true', 'false']);
  act(() => void fireEvent.scroll(track, { target: { scrollLeft: 300 } }));
  expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).toEqual(['false', 'false']);
  act(() => void fireEvent.scroll(track, { target: { scrollLeft: 600 } }));
  expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).toEqual(['false', 'true']);
});
