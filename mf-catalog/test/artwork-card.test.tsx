import { render, screen } from '@testing-library/react';
import { SOLD_STATUS, type ArtworkCard as Artwork } from '@easel/contracts/src/catalog';
import { ArtworkCard } from '../src/shared/components/artwork-card';

const art = (changes: Partial<Artwork> = {}): Artwork => ({
  _id: '1',
  slug: 'quiet-thunder-mara-okafor',
  title: 'Quiet Thunder',
  featuredImage: '/api/media/demo.jpg',
  featuredImageShape: { width: 1200, height: 900, colour: '#8a6f5a' },
  gallery: [],
  medium: 'Oil',
  material: 'canvas',
  year: 2024,
  style: 'Abstract',
  size: { width: 60, height: 80 },
  price: 1200,
  discountPrice: null,
  currency: { code: 'EUR', tag: '€' },
  onSale: true,
  phidden: false,
  status: '',
  user: { _id: 'u', slug: 'mara-okafor', artistName: 'Mara Okafor', avatar: null },
  createdAt: '2026-01-01T00:00:00Z',
  ...changes,
});

it('when an artwork is on sale, then the card links to it, names the artist and shows its price with one currency mark', () => {
  const { container } = render(<ArtworkCard art={art()} />);
  expect(screen.getByRole('link').getAttribute('href')).toBe('/art/quiet-thunder-mara-okafor');
  expect(screen.getByRole('img').getAttribute('alt')).toBe('Quiet Thunder by Mara Okafor');
  expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
  expect(container.querySelector('.cat-card__price')?.textContent).toBe('€1,200');
  expect(screen.queryByText('SOLD')).toBeNull();
});

it('when the picture’s shape is known, then the box has its proportions and dominant colour before the image loads', () => {
  const { container } = render(<ArtworkCard art={art()} />);
  const frame = container.querySelector<HTMLElement>('.cat-card__frame')!;
  expect(frame.style.aspectRatio).toBe('1200 / 900');
  expect(frame.style.backgroundColor).toBe('rgb(138, 111, 90)');
  expect([screen.getByRole('img').getAttribute('width'), screen.getByRole('img').getAttribute('height')]).toEqual(['1200', '900']);
});

it('when the picture’s shape is not known yet, then the box takes the artwork’s size in cm', () => {
  const { container } = render(<ArtworkCard art={art({ featuredImageShape: null })} />);
  expect(container.querySelector<HTMLElement>('.cat-card__frame')!.style.aspectRatio).toBe('60 / 80');
});

it('when an artwork on sale has the sold status, then the card shows SOLD', () => {
  render(<ArtworkCard art={art({ status: SOLD_STATUS })} />);
  expect(screen.getByText('SOLD')).toBeTruthy();
});

it('when the price is hidden, then the card shows the artwork without a price or currency', () => {
  // As the catalog sends it: no price at all.
  const { container } = render(<ArtworkCard art={art({ phidden: true, price: null, discountPrice: null })} />);
  expect(screen.getByRole('heading', { name: 'Quiet Thunder' }).textContent).toBe('Quiet Thunder');
  expect(container.querySelector('.cat-card__price')?.textContent).toBe('');
  expect(screen.queryByText(/€|EUR/)).toBeNull();
});

it('when there is a discount, then the price is struck through beside the discount price', () => {
  render(<ArtworkCard art={art({ discountPrice: 900 })} />);
  expect(screen.getByText('€1,200').tagName).toBe('S');
  expect(screen.getByText('€900')).toBeTruthy();
});

it('when the artwork is in this week’s Pulse, then the card carries the Pulse badge with its position; otherwise none', () => {
  const { rerender } = render(<ArtworkCard art={art({ pulseRank: 3 })} />);
  expect(screen.getByText('#3 Weekly Pulse')).toBeTruthy();
  rerender(<ArtworkCard art={art()} />);
  expect(screen.queryByText(/Weekly Pulse/)).toBeNull();
});
