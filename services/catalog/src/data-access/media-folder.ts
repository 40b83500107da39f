import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where media files live on disk: $DATA_DIR/media. */
export const mediaFolder = (dataDir: string) => path.join(dataDir, 'media');

/** Writes beside the target, then renames, so a reader never sees half a file. */
export async function writeMediaFile(folder: string, fileName: string, content: Buffer): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
  const target = path.join(folder, fileName);
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, target);
}
