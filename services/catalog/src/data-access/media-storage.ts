import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '@easel/service-kit';
import type { MediaStorage } from '../domain/media-storage';
import { mediaFolder, writeMediaFile } from './media-folder';
import { createS3Storage } from './s3-storage';

export interface StorageSettings {
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_REGION?: string;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** Disk under $DATA_DIR/media unless S3_* are set; a half-made S3 setting stops the start. */
export function createMediaStorage(settings: StorageSettings): MediaStorage {
  const given = S3_SETTINGS.filter((key) => settings[key]);
  if (given.length === 0) return createDiskStorage(mediaFolder(settings.DATA_DIR));
  const missing = S3_SETTINGS.filter((key) => !settings[key]);
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: needed too when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (unset every S3_* setting to store media on disk)`,
    );
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION } = settings as Required<StorageSettings>;
  return createS3Storage({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
    region: S3_REGION || 'us-east-1',
  });
}

function createDiskStorage(folder: string): MediaStorage {
  const pathOf = (name: string) => path.join(folder, path.basename(name));
  return {
    async save(name, content) {
      if (Buffer.isBuffer(content)) return writeMediaFile(folder, name, content);
      await fs.mkdir(folder, { recursive: true });
      try {
        await fs.rename(content.path, pathOf(name));
      } catch (error) {
        // Another disk: copy beside the target, then rename, so a reader never sees half a file.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await writeMediaFile(folder, name, await fs.readFile(content.path));
      }
    },
    async read(name) {
      try {
        return await fs.readFile(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: (name) => fs.rm(pathOf(name), { force: true }),
    localPath: pathOf,
  };
}
