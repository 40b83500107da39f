import { createArtistPagesRepository } from '../data-access/artist-pages-repository';
import { createMessagesRepository } from '../data-access/messages-repository';
import type { ArtistDeps } from '../deps';
import { demoArtistPages, demoMessages } from './demo-pages';
import { seedDemoGiftCards } from './demo-gift-cards';

/** Artist pages for the demo artists and a few inbox messages, when there are no pages yet. */
export async function seedDemo({ db, logger }: ArtistDeps): Promise<void> {
  const pages = createArtistPagesRepository(db);
  if (!(await pages.isEmpty())) return;
  await db.transaction(async (trx) => {
    await createArtistPagesRepository(trx).insertMany(demoArtistPages());
    await createMessagesRepository(trx).insertMany(demoMessages());
    await seedDemoGiftCards(trx);
  });
  logger.info('demo artist pages seeded');
}
