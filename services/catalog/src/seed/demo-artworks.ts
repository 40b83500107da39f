import path from 'node:path';
import { DEMO_ARTISTS, DEMO_ARTWORKS, demoAboutImage, type DemoArtwork } from '@easel/contracts';
import { OFFERS_ALLOWED, SOLD_STATUS, type NewArtwork } from '../domain/artwork';
import { mediaUrl } from '../domain/media-file-name';
import { demoDescription, demoMedium, demoSize, demoStyle } from './demo-details';
import { seededRandom } from './seeded-random';

const HOUR = 60 * 60 * 1000;
// Featured (not for sale) pieces sit at 0, 8, 11, 19, 22, 25, 33, 36, 44, 47, 50 and 58; these are all for sale.
const SOLD = new Set([7, 34]);
const PRICE_HIDDEN = new Set([15, 46]);

export interface DemoArtworkPlan {
  artwork: NewArtwork;
  artistIndex: number;
  /** seeds the picture's random draws */
  seed: number;
  files: { featured: string; gallery: string[] };
}

/** Every demo artwork with its details, image file names and a creation time spread over the past weeks. */
export function planDemoArtworks(now = new Date()): DemoArtworkPlan[] {
  return DEMO_ARTWORKS.map((art, n) => planOne(art, n, now));
}

function planOne(art: DemoArtwork, n: number, now: Date): DemoArtworkPlan {
  const artistIndex = DEMO_ARTISTS.indexOf(art.artist);
  const random = seededRandom(1000 + n);
  const style = demoStyle(art);
  const { medium, medium2, material } = demoMedium(art, artistIndex);
  const base = `demo-${art.slug}`;
  const files = {
    featured: path.basename(art.featuredImage),
    gallery: n % 2 === 0 ? [`${base}-room.jpg`, `${base}-detail.jpg`] : [`${base}-room.jpg`],
  };
  const priceMinor = (150 + Math.round(random.between(0, 5850) / 50) * 50) * 100;
  const forSale = art.onSale;
  // Newest first shows every artist's first piece, then every artist's second, and so on.
  const createdAt = new Date(now.getTime() - (art.index * DEMO_ARTISTS.length + artistIndex + 1) * 29 * HOUR);
  return {
    artistIndex,
    seed: 1000 + n,
    files,
    artwork: {
      slug: art.slug,
      title: art.title,
      description: demoDescription(art, medium, style, random),
      featuredImage: art.featuredImage,
      featuredShape: null, // known once its picture is drawn
      gallery: files.gallery.map(mediaUrl),
      medium,
      medium2,
      material,
      year: 2018 + ((n * 7 + art.index) % 9),
      style,
      size: demoSize(style, random),
      priceMinor,
      discountPriceMinor: forSale && n % 7 === 3 ? Math.round((priceMinor * 0.8) / 1000) * 1000 : null,
      currency: 'EUR',
      onSale: forSale,
      phidden: forSale && PRICE_HIDDEN.has(n),
      status: forSale && SOLD.has(n) ? SOLD_STATUS : '',
      allowoffers: forSale && n % 4 !== 1 ? OFFERS_ALLOWED : null,
      owner: {
        id: art.artist.id,
        slug: art.artist.slug,
        name: art.artist.artistName,
        avatar: null,
        aboutImg: demoAboutImage(art.artist.slug),
      },
      publishedAt: createdAt,
      createdAt,
    },
  };
}
