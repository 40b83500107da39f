import { render, screen } from '@testing-library/react';
import { SOLD_STATUS } from '@easel/contracts';
import { ArtworkCard } from '../src/shared/components/artwork-card';
import { artworkCard as art } from './artwork-fixture';

it('when an artwork is on sale, then the card links to it, names the artist and shows its price with one currency mark', async () => {
  const { container } = render(<ArtworkCard art={art()} />);
  expect(screen.getByRole('link').getAttribute('href')).toBe('/art/quiet-thunder-mara-okafor');
  // A card below the first screen draws its picture once the first screen's have arrived (here there are none).
  expect((await screen.findByRole('img')).getAttribute('alt')).toBe('Quiet Thunder by Mara Okafor');
  expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
  expect(container.querySelector('.cat-card__price')?.textContent).toBe('€1,200');
  expect(screen.queryByText('SOLD')).toBeNull();
});

it('when the picture’s shape is known, then the box has its proportions and dominant colour before the image loads', async () => {
  const { container } = render(<ArtworkCard art={art()} />);
  await screen.findByRole('img');
  const frame = container.querySelector<HTMLElement>('.cat-card__frame')!;
  expect(frame.style.aspectRatio).toBe('1200 / 900');
  expect(frame.style.backgroundColor).toBe('rgb(138, 111, 90)');
  expect([screen.getByRole('img').getAttribute('width'), screen.getByRole('img').getAttribute('height')]).toEqual([
    '1200',
    '900',
  ]);
});

it('when the card is square, then the frame is square whatever the picture’s shape, and the picture keeps its own', async () => {
  const { container } = render(<ArtworkCard art={art()} square />);
  await screen.findByRole('img');
  expect(container.querySelector<HTMLElement>('.cat-card__frame')!.style.aspectRatio).toBe('1');
  expect([screen.getByRole('img').getAttribute('width'), screen.getByRole('img').getAttribute('height')]).toEqual([
    '1200',
    '900',
  ]);
});

it('when the picture’s shape is not known yet, then the box takes the artwork’s size in cm', () => {
  const { container } = render(<ArtworkCard art={art({ featuredImageShape: null })} />);
  expect(container.querySelector<HTMLElement>('.cat-card__frame')!.style.aspectRatio).toBe('60 / 80');
});

it('when an artwork on sale has the sold status, then the card shows SOLD', () => {
  render(<ArtworkCard art={art({ status: SOLD_STATUS })} />);
  expect(screen.getByText('SOLD').className).toBe('cat-card__sold');
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
  expect(screen.getByText('€1,200').parentElement!.textContent).toBe('€1,200 €900');
});

it('when the artwork is in this week’s Pulse, then the card carries the Pulse badge with its position; otherwise none', () => {
  const { rerender } = render(<ArtworkCard art={art({ pulseRank: 3 })} />);
  expect(screen.getByText('#3 Weekly Pulse').getAttribute('title')).toBe('Number 3 in this week’s Weekly Pulse');
  rerender(<ArtworkCard art={art()} />);
  expect(screen.queryByText(/Weekly Pulse/)).toBeNull();
});
