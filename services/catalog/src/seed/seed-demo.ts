import path from 'node:path';
import { DEMO_ARTISTS, demoAboutImage } from '@easel/contracts';
import { createArtworkRepository } from '../data-access/artwork-repository';
import { mediaFolder } from '../data-access/media-folder';
import { createMediaRepository } from '../data-access/media-repository';
import { pictureShape } from '../domain/picture-shape';
import type { CatalogContext } from '../service';
import { renderAboutImage, renderArtworkImages } from './demo-images';
import { planDemoArtworks } from './demo-artworks';
import { seedDemoMagazine } from './demo-magazine';
import { storeSeededMedia } from './seeded-media';
import { inPool } from './in-pool';
import { paletteFor } from './palettes';

// Two pictures at a time keeps both cores busy (sharp works off the main thread) without piling up memory.
const POOL = 2;

/** The demo artworks and the magazine, each when it is empty. */
export async function seedDemo(ctx: CatalogContext): Promise<void> {
  await seedDemoArtworks(ctx);
  await seedDemoMagazine(ctx);
}

/** Sixty artworks by the twelve demo artists, with their pictures, when the catalog is empty. */
async function seedDemoArtworks({ db, config, logger }: CatalogContext): Promise<void> {
  const artworks = createArtworkRepository(db);
  if (!(await artworks.isEmpty())) return;
  const started = Date.now();
  const folder = mediaFolder(config.DATA_DIR);
  const plans = planDemoArtworks();
  const media = (await inPool(plans, POOL, (plan) => renderArtworkImages(plan, folder))).flat();
  media.push(
    ...(await inPool(DEMO_ARTISTS, POOL, (artist, a) => {
      const first = plans.find((plan) => plan.artwork.owner.id === artist.id && plan.artwork.onSale);
      return renderAboutImage(
        path.join(folder, first?.files.featured ?? ''),
        artist.id,
        paletteFor(a)[1] as string,
        folder,
        path.basename(demoAboutImage(artist.slug)),
      );
    })),
  );
  await storeSeededMedia(config, media);
  await db.transaction(async (trx) => {
    const byName = new Map(media.map((record) => [record.path, record]));
    await artworks.insertMany(
      plans.map((plan) => ({ ...plan.artwork, featuredShape: pictureShape(byName.get(plan.files.featured)) })),
      trx,
    );
    await createMediaRepository(db).insertMany(media, trx);
  });
  logger.info({ artworks: plans.length, images: media.length, ms: Date.now() - started }, 'demo catalog seeded');
}
