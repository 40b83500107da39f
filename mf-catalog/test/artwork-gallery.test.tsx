import { fireEvent, render, screen, within } from '@testing-library/react';
import { ArtworkGallery } from '../src/features/artwork/components/artwork-gallery';
import { galleryItems } from '../src/features/artwork/components/stage-shape';

const items = galleryItems({
  featuredImage: '/api/media/a.jpg',
  featuredImageShape: { width: 1200, height: 800, colour: '#aa5533' },
  gallery: ['/api/media/b.jpg', '/api/media/c.mp4', '/api/media/d.jpg', '/api/media/e.jpg', '/api/media/f.webm'],
  galleryShapes: [{ width: 600, height: 900, colour: '#112233' }, null, null, null, null],
  size: { width: 50, height: 100 },
});

function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width') && width < 768,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
const thumbs = () => within(screen.getByRole('list', { name: /^Gallery/ })).getAllByRole('button');
const button = (name: string | RegExp) => screen.getByRole('button', { name });

it('when the screen is wide, then every thumbnail is shown without slide controls', () => {
  screenWidth(1280);
  render(<ArtworkGallery items={items} title="Quiet Thunder" />);
  expect(thumbs()).toHaveLength(6);
  expect(screen.queryByRole('button', { name: 'Next thumbnails' })).toBeNull();
});

it('when the screen is under 768 px, then the thumbnails come four to a slide with previous and next', () => {
  screenWidth(390);
  render(<ArtworkGallery items={items} title="Quiet Thunder" />);
  expect(thumbs().map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
    'Show image 1 of 6',
    'Show image 2 of 6',
    'Show video 3 of 6',
    'Show image 4 of 6',
  ]);
  expect((button('Previous thumbnails') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(button('Next thumbnails'));
  expect(thumbs().map((thumb) => thumb.getAttribute('aria-label'))).toEqual(['Show image 5 of 6', 'Show video 6 of 6']);
  expect((button('Next thumbnails') as HTMLButtonElement).disabled).toBe(true);
});

it('when a video thumbnail is chosen, then the video plays in the stage with its controls', () => {
  screenWidth(1280);
  const { container } = render(<ArtworkGallery items={items} title="Quiet Thunder" />);
  fireEvent.click(button('Show video 3 of 6'));
  const video = container.querySelector('.cat-gallery__main video');
  expect(video?.getAttribute('src')).toBe('/api/media/c.mp4');
  expect(video?.hasAttribute('controls')).toBe(true);
  expect(button('Show video 3 of 6').getAttribute('aria-current')).toBe('true');
});

it('when the lightbox is open, then the arrow keys move through the gallery (round the ends) and Escape closes it', async () => {
  screenWidth(1280);
  render(<ArtworkGallery items={items} title="Quiet Thunder" />);
  fireEvent.click(button('Open Quiet Thunder full screen'));
  const dialog = await screen.findByRole('dialog', { name: 'Quiet Thunder' }); // its code comes on the first press
  expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Quiet Thunder (1 of 6)');
  fireEvent.keyDown(document, { key: 'ArrowRight' });
  fireEvent.keyDown(document, { key: 'ArrowRight' });
  expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/api/media/c.mp4');
  fireEvent.keyDown(document, { key: 'ArrowLeft' });
  fireEvent.keyDown(document, { key: 'ArrowLeft' });
  fireEvent.keyDown(document, { key: 'ArrowLeft' });
  expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/api/media/f.webm');
  expect(dialog.textContent).toContain('6 / 6');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('when the artwork is shown, then the stage has the picture’s proportions and colour, and the main picture comes first', () => {
  screenWidth(1280);
  const { container } = render(<ArtworkGallery items={items} title="Quiet Thunder" />);
  const stage = button('Open Quiet Thunder full screen');
  expect(stage.style.getPropertyValue('--cat-stage-ratio')).toBe('1.5');
  expect(stage.style.backgroundColor).toBe('rgb(170, 85, 51)');
  const main = within(stage).getByRole('img');
  expect([
    main.getAttribute('width'),
    main.getAttribute('height'),
    main.getAttribute('fetchpriority'),
    main.getAttribute('loading'),
  ]).toEqual(['1200', '800', 'high', 'eager']);
  const thumbnails = [...container.querySelectorAll('.cat-gallery__thumb img')];
  expect(
    thumbnails.map((thumb) => [
      thumb.getAttribute('width'),
      thumb.getAttribute('height'),
      thumb.getAttribute('loading'),
    ]),
  ).toEqual([
    ['1200', '800', 'lazy'],
    ['600', '900', 'lazy'],
    ['50', '100', 'lazy'],
    ['50', '100', 'lazy'],
  ]);
});

it('when a video of unknown size is shown, then the stage is 16:9 without a colour', () => {
  screenWidth(1280);
  const { container } = render(<ArtworkGallery items={items} title="Quiet Thunder" />);
  fireEvent.click(button('Show video 3 of 6'));
  const stage = container.querySelector<HTMLElement>('.cat-gallery__main')!;
  expect([stage.style.getPropertyValue('--cat-stage-ratio'), stage.style.backgroundColor]).toEqual([
    String(16 / 9),
    '',
  ]);
});
