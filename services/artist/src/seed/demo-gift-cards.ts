import { DEMO_ARTISTS, DEMO_ARTWORKS } from '@easel/contracts';
import type { Db } from '@easel/service-kit';
import { createGiftCardsRepository } from '../data-access/gift-cards-repository';

/** The demo artist (artist@easel.example, five works: gift cards unlocked) offers one published card. */
export async function seedDemoGiftCards(db: Db, now = new Date()): Promise<void> {
  const artist = DEMO_ARTISTS[0];
  const work = DEMO_ARTWORKS.find((artwork) => artwork.artist === artist);
  if (!artist || !work) return;
  const cards = createGiftCardsRepository(db);
  if (await cards.findBySlug(`studio-gift-card-${artist.slug}`)) return;
  await cards.insert(
    `studio-gift-card-${artist.slug}`,
    {
      userId: artist.id,
      artistSlug: artist.slug,
      artistName: artist.artistName,
      title: 'Studio gift card',
      featuredImage: work.featuredImage,
      amounts: [50, 100, 250],
      note: `Give someone an original by ${artist.artistName}: they choose the work, the card pays for it. What they do not spend stays on the code.`,
      published: true,
    },
    now,
  );
}
