import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { MediaAnswer, MediaType } from '@easel/contracts';
import { InputError, type TokenClaims } from '@easel/service-kit';
import type { CatalogDeps } from './catalog-deps';
import { UnreadableImageError } from './errors';
import { mediaUrl } from './media-file-name';
import { checkStorageQuota } from './upload-allowance';

/** A file received in full, its type told by its first bytes, waiting in the incoming folder. */
export interface ReceivedFile {
  path: string;
  bytes: number;
  type: MediaType;
}

/**
 * Within the uploader's quota, pictures are decoded and encoded again (EXIF gone, size read); videos are kept as sent.
 * Then stored and recorded. The received file is always removed from the incoming folder.
 */
export async function storeUpload(deps: CatalogDeps, uploader: TokenClaims, file: ReceivedFile): Promise<MediaAnswer> {
  const name = `${randomBytes(12).toString('hex')}.${file.type.ext}`;
  const ownerId = uploader.sub;
  try {
    await checkStorageQuota(deps, uploader, file.bytes);
    const { kind, mime } = file.type;
    let stored = {
      bytes: file.bytes,
      width: null as number | null,
      height: null as number | null,
      colour: null as string | null,
    };
    if (kind === 'image') {
      const image = await reencode(deps, file);
      await deps.storage.save(name, image.data);
      stored = { bytes: image.data.length, width: image.width, height: image.height, colour: image.colour };
    } else {
      await deps.storage.save(name, { path: file.path });
    }
    await deps.media.insert({ ownerId, kind, mime, path: name, ...stored });
    return { url: mediaUrl(name), kind, mime, ...stored };
  } finally {
    await fs.rm(file.path, { force: true });
  }
}

async function reencode(deps: Pick<CatalogDeps, 'reencodeImage'>, file: ReceivedFile) {
  try {
    return await deps.reencodeImage(file.path, file.type);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new InputError('This image could not be read; it may be damaged');
    throw error;
  }
}
