import path from 'node:path';
import { DEMO_ARTISTS, demoAboutImage } from '@easel/contracts';
import type { CatalogConfig } from '../config';
import { mediaFolder } from '../data-access/media-folder';
import type { MediaRecord } from '../data-access/media-repository';
import type { CatalogServiceDeps } from '../deps';
import { pictureShape } from '../domain/picture-shape';
import { renderAboutImage, renderArtworkImages } from './demo-images';
import { planDemoArtworks } from './demo-artworks';
import { seedDemoMagazine } from './demo-magazine';
import { storeSeededMedia } from './seeded-media';
import { inPool } from './in-pool';
import { paletteFor } from './palettes';

// Two pictures at a time keeps both cores busy (sharp works off the main thread) without piling up memory.
const POOL = 2;

/** The demo artworks and the magazine, each when it is empty. */
export async function seedDemo(deps: CatalogServiceDeps): Promise<void> {
  await seedDemoArtworks(deps);
  await seedDemoMagazine(deps);
}

/**
 * On a new embedded database the catalog is empty: its pictures are drawn while the database is made (on
 * a first start they were the last 16 s before the platform was ready). Their failure is the seed's to report.
 */
export function drawDemoPicturesAhead(config: CatalogConfig): void {
  demoPictures(mediaFolder(config.DATA_DIR)).catch(() => undefined);
}

const drawn = new Map<string, Promise<MediaRecord[]>>();

/** Every demo picture in the media folder, drawn once a process; → their records. */
function demoPictures(folder: string): Promise<MediaRecord[]> {
  let pictures = drawn.get(folder);
  if (!pictures) {
    pictures = drawDemoPictures(folder);
    drawn.set(folder, pictures);
  }
  return pictures;
}

async function drawDemoPictures(folder: string): Promise<MediaRecord[]> {
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
  return media;
}

/** Sixty artworks by the twelve demo artists, with their pictures, when the catalog is empty. */
async function seedDemoArtworks(
  deps: Pick<CatalogServiceDeps, 'db' | 'config' | 'artworks' | 'media' | 'storage' | 'logger'>,
): Promise<void> {
  if (!(await deps.artworks.isEmpty())) return;
  const started = Date.now();
  const plans = planDemoArtworks();
  const media = await demoPictures(mediaFolder(deps.config.DATA_DIR));
  await storeSeededMedia(deps.storage, deps.config.DATA_DIR, media);
  await deps.db.transaction(async (trx) => {
    const byName = new Map(media.map((record) => [record.path, record]));
    await deps.artworks.insertMany(
      plans.map((plan) => ({ ...plan.artwork, featuredShape: pictureShape(byName.get(plan.files.featured)) })),
      trx,
    );
    await deps.media.insertMany(media, trx);
  });
  deps.logger.info({ artworks: plans.length, images: media.length, ms: Date.now() - started }, 'demo catalog seeded');
}
