import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaFolder } from '../data-access/media-folder';
import type { MediaRecord } from '../data-access/media-repository';
import type { MediaStorage } from '../domain/media-storage';
import { inPool } from './in-pool';

/** The demo's pictures are drawn into $DATA_DIR/media; when media lives elsewhere (S3) they move there. */
export async function storeSeededMedia(storage: MediaStorage, dataDir: string, media: MediaRecord[]): Promise<void> {
  const folder = mediaFolder(dataDir);
  await inPool(media, 4, async ({ path: name }) => {
    const drawn = path.join(folder, name);
    if (storage.localPath(name) === drawn) return;
    await storage.save(name, { path: drawn });
    await fs.rm(drawn, { force: true });
  });
}
