import { DEMO_ADMIN } from '@easel/contracts';
import sharp from 'sharp';
import { dominantColour } from '../data-access/image-processing';
import { mediaFolder, writeMediaFile } from '../data-access/media-folder';
import type { MediaRecord } from '../data-access/media-repository';
import type { CatalogServiceDeps } from '../deps';
import { prepareArticle } from '../domain/article';
import { composeArtwork } from './compositions';
import { demoArticles, type DemoArticle } from './demo-articles';
import { DEMO_JPEG } from './demo-images';
import { paletteFor } from './palettes';
import { seededRandom } from './seeded-random';
import { storeSeededMedia } from './seeded-media';

const COVER = { width: 1600, height: 900 };

/** Four articles with covers drawn like the demo artworks, when the magazine is empty. */
export async function seedDemoMagazine({
  config,
  articles,
  media,
  storage,
  logger,
}: Pick<CatalogServiceDeps, 'config' | 'articles' | 'media' | 'storage' | 'logger'>): Promise<void> {
  if (!(await articles.isEmpty())) return;
  const planned = demoArticles();
  const folder = mediaFolder(config.DATA_DIR);
  const covers = await Promise.all(planned.map((article) => renderCover(article, folder)));
  await storeSeededMedia(storage, config.DATA_DIR, covers);
  await media.insertMany(covers);
  await articles.insertMany(planned.map(prepareArticle));
  logger.info({ articles: planned.length }, 'demo magazine seeded');
}

async function renderCover({ cover }: DemoArticle, folder: string): Promise<MediaRecord> {
  const svg = composeArtwork(cover.style, {
    ...COVER,
    palette: paletteFor(cover.paletteIndex),
    random: seededRandom(cover.seed),
  });
  const data = await sharp(Buffer.from(svg)).jpeg(DEMO_JPEG).toBuffer();
  await writeMediaFile(folder, cover.file, data);
  const colour = await dominantColour(sharp(data));
  return {
    ownerId: DEMO_ADMIN.id,
    kind: 'image',
    mime: 'image/jpeg',
    bytes: data.length,
    ...COVER,
    colour,
    path: cover.file,
  };
}
