import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { MediaType } from '@easel/contracts';
import { UnreadableImageError } from '../domain/errors';
import type { MediaStorage } from '../domain/media-storage';
import type { VariantRequest } from '../domain/media-variant';
import { writeMediaFile } from './media-folder';

// Larger pictures are scaled down on upload: the biggest variant is 1600 wide, this leaves room for zoom.
const LONGEST_SIDE = 4096;

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  /** its dominant colour, '#a1b2c3' */
  colour: string;
}

/**
 * Decodes and encodes the picture again in its own format: anything hidden after the image data is
 * dropped, EXIF (camera, GPS) is stripped, and the orientation it recorded is applied to the pixels.
 */
export async function reencodeImage(file: string, type: MediaType): Promise<ProcessedImage> {
  try {
    const image = sharp(file, { failOn: 'error' })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type.ext === 'png'
        ? image.png({ compressionLevel: 9 })
        : type.ext === 'webp'
          ? image.webp({ quality: 90 })
          : image.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, colour: await dominantColour(sharp(data)) };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The colour most of the picture shows, painted in its box while it loads. Read from a thumbnail: stats() reads its
 * input as given, and a few thousand pixels tell the same colour as millions. The thumbnail stays raw pixels: encoding
 * it as a PNG and decoding it again cost a fifth of the work and changed no colour (the demo seed draws 150).
 */
export async function dominantColour(picture: Sharp): Promise<string> {
  const { data, info } = await picture
    .resize({ width: 64, height: 64, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { r, g, b } = (
    await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).stats()
  ).dominant;
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Variants made once by sharp and kept on disk under $DATA_DIR/media-variants; concurrent asks share one job. */
export function createImageVariants(storage: MediaStorage, cacheFolder: string) {
  const running = new Map<string, Promise<string | undefined>>();

  async function make(name: string, request: VariantRequest, target: string): Promise<string | undefined> {
    if (await exists(target)) return target;
    const source = storage.localPath(name) ?? (await storage.read(name));
    if (!source || (typeof source === 'string' && !(await exists(source)))) return undefined;
    const resized = sharp(source).resize({ width: request.width, withoutEnlargement: true });
    const { format, quality } = request;
    const encoded =
      format === 'avif'
        ? resized.avif({ quality: quality - 15, effort: 2 })
        : format === 'webp'
          ? resized.webp({ quality })
          : resized.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true, progressive: true });
    await writeMediaFile(cacheFolder, path.basename(target), await encoded.toBuffer());
    return target;
  }

  return {
    /** The cached variant's path, made now if needed; undefined when the original is gone. */
    async pathOf(name: string, request: VariantRequest): Promise<string | undefined> {
      // The original's extension stays in the name: a.jpg and a.png have variants of their own.
      const target = path.join(
        cacheFolder,
        `${name}.w${request.width}.q${request.quality}.${request.format === 'jpeg' ? 'jpg' : request.format}`,
      );
      let job = running.get(target);
      if (!job) {
        job = make(name, request, target).finally(() => running.delete(target));
        running.set(target, job);
      }
      return job;
    },

    /** Every cached variant of an original that is gone. */
    async removeAll(name: string): Promise<void> {
      const cached = await fs.readdir(cacheFolder).catch(() => [] as string[]);
      await Promise.all(
        cached
          .filter((file) => file.startsWith(`${name}.w`))
          .map((file) => fs.rm(path.join(cacheFolder, file), { force: true })),
      );
    },
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
