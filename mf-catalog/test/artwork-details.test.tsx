import { fireEvent, render, screen } from '@testing-library/react';
import { SOLD_STATUS } from '@easel/contracts';
import { AboutTheArt } from '../src/features/artwork/components/about-the-art';
import { ArtworkFacts } from '../src/features/artwork/components/artwork-facts';
import { ArtworkHelp } from '../src/features/artwork/components/artwork-help';
import { ArtworkPrice } from '../src/features/artwork/components/artwork-price';
import { artworkDetail } from './artwork-fixture';

it('when an artwork is shown, then its artist links to their page, and medium on material, year, style, second medium and size are listed', () => {
  const { container } = render(<ArtworkFacts art={artworkDetail({ medium2: 'Collage' })} />);
  expect(screen.getByRole('link', { name: 'Mara Okafor' }).getAttribute('href')).toBe('/artist/mara-okafor');
  expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
    'Oil on Canvas',
    '2018',
    'Abstract',
    'Collage',
    '60 × 45 cm',
  ]);
});

it('when the artist has no avatar, or it fails to load, then the default placeholder is shown', () => {
  const { container, rerender } = render(<ArtworkFacts art={artworkDetail()} />);
  expect(container.querySelector('.cat-avatar--default')).not.toBeNull();
  rerender(<ArtworkFacts art={artworkDetail({ user: { ...artworkDetail().user, avatar: '/api/media/mara.jpg' } })} />);
  const avatar = container.querySelector('img.cat-avatar')!;
  expect(avatar.getAttribute('src')).toBe('/api/media/mara.jpg');
  fireEvent.error(avatar);
  expect(container.querySelector('img.cat-avatar')).toBeNull();
  expect(container.querySelector('.cat-avatar--default')).not.toBeNull();
});

it('when the artwork on sale has a discount, then the discount price, the struck-through price and the rounded percent off are shown', () => {
  render(<ArtworkPrice art={artworkDetail({ onSale: true, price: 2100, discountPrice: 1680 })} />);
  expect(screen.getByText('€2,100').tagName).toBe('S');
  expect(screen.getByText('€2,100').parentElement!.textContent).toBe('€1,680 €2,100 20% off');
  expect(screen.queryByText('SOLD')).toBeNull();
});

it("when the artwork is on sale with the status 'Sold - Open for Commission', then SOLD is shown", () => {
  render(<ArtworkPrice art={artworkDetail({ onSale: true, status: SOLD_STATUS, discountPrice: 777 })} />);
  expect(screen.getByText('SOLD').className).toBe('cat-sold');
  expect(screen.getByText(/% off$/).textContent).toBe('35% off');
});

it('when the artist hides the price, then the page says Price on request and no amount, even to the artist who gets it', () => {
  const { container, rerender } = render(
    <ArtworkPrice art={artworkDetail({ onSale: true, phidden: true, price: null, discountPrice: null })} />,
  );
  expect(container.querySelector('.cat-price')?.textContent).toBe('Price on request');
  rerender(<ArtworkPrice art={artworkDetail({ onSale: true, phidden: true, price: 2100, discountPrice: 1680 })} />);
  expect(container.querySelector('.cat-price')?.textContent).toBe('Price on request');
});

it('when the help and the Certificate of Authenticity are shown, then both are closed disclosures', () => {
  const { container } = render(<ArtworkHelp />);
  const items = [...container.querySelectorAll('details')];
  expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
    'Need help? Contact us',
    'Certificate of Authenticity',
  ]);
  expect(items.every((item) => !item.open)).toBe(true);
});

it("when the artist's About picture was uploaded to the catalog, then it comes in the catalog's widths; one from elsewhere as it is", async () => {
  const withAbout = (img: string) => ({
    ...artworkDetail(),
    user: { ...artworkDetail().user, artistPage: { about: { img } } },
  });
  const { unmount } = render(<AboutTheArt art={withAbout('/api/media/about-mara.jpg')} />);
  // Below the first screen, it comes a moment later (first-screen-pictures.test.tsx).
  const uploaded = await screen.findByRole('img', { name: 'Mara Okafor in the studio' });
  expect([uploaded.getAttribute('src'), uploaded.getAttribute('srcset'), uploaded.getAttribute('sizes')]).toEqual([
    '/api/media/about-mara.jpg?w=800',
    '/api/media/about-mara.jpg?w=400 400w, /api/media/about-mara.jpg?w=800 800w',
    '(max-width: 460px) 100vw, 420px',
  ]);
  unmount();
  render(<AboutTheArt art={withAbout('https://pictures.example/mara.jpg')} />);
  const elsewhere = screen.getByRole('img', { name: 'Mara Okafor in the studio' });
  expect([elsewhere.getAttribute('src'), elsewhere.hasAttribute('srcset')]).toEqual([
    'https://pictures.example/mara.jpg',
    false,
  ]);
});
