import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogConfig } from '../config';
import { mediaFolder } from '../data-access/media-folder';
import type { MediaRecord } from '../data-access/media-repository';
import { createMediaStorage } from '../data-access/media-storage';
import { inPool } from './in-pool';

/** The demo's pictures are drawn into $DATA_DIR/media; when media lives elsewhere (S3) they move there. */
export async function storeSeededMedia(config: CatalogConfig, media: MediaRecord[]): Promise<void> {
  const storage = createMediaStorage(config);
  const folder = mediaFolder(config.DATA_DIR);
  await inPool(media, 4, async ({ path: name }) => {
    const drawn = path.join(folder, name);
    if (storage.localPath(name) === drawn) return;
    await storage.save(name, { path: drawn });
    await fs.rm(drawn, { force: true });
  });
}
