import { DEMO_ADMIN } from '@easel/contracts';
import sharp from 'sharp';
import { createArticlesRepository } from '../data-access/articles-repository';
import { dominantColour } from '../data-access/image-processing';
import { mediaFolder, writeMediaFile } from '../data-access/media-folder';
import { createMediaRepository, type MediaRecord } from '../data-access/media-repository';
import { prepareArticle } from '../domain/article';
import type { CatalogContext } from '../service';
import { composeArtwork } from './compositions';
import { demoArticles, type DemoArticle } from './demo-articles';
import { DEMO_JPEG } from './demo-images';
import { paletteFor } from './palettes';
import { seededRandom } from './seeded-random';
import { storeSeededMedia } from './seeded-media';

const COVER = { width: 1600, height: 900 };

/** Four articles with covers drawn like the demo artworks, when the magazine is empty. */
export async function seedDemoMagazine({ db, config, logger }: CatalogContext): Promise<void> {
  const articles = createArticlesRepository(db);
  if (!(await articles.isEmpty())) return;
  const planned = demoArticles();
  const folder = mediaFolder(config.DATA_DIR);
  const covers = await Promise.all(planned.map((article) => renderCover(article, folder)));
  await storeSeededMedia(config, covers);
  await createMediaRepository(db).insertMany(covers);
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
