import type { PictureShape } from '@easel/contracts';
import type { MediaRecord } from '../data-access/media-repository';
import { fileNameOf } from './media-file-name';

/** A picture's box before it loads: an upload's size and colour; a video, or a file of unknown size, has none. */
export const pictureShape = (media: MediaRecord | undefined): PictureShape | null =>
  media?.kind === 'image' && media.width && media.height
    ? { width: media.width, height: media.height, colour: media.colour }
    : null;

/** The shape of each of these addresses, in their order; null where the upload is unknown. */
export async function shapesOf(
  media: { findByPaths(paths: string[]): Promise<MediaRecord[]> },
  urls: string[],
): Promise<(PictureShape | null)[]> {
  const byName = new Map((await media.findByPaths(urls.map(fileNameOf))).map((record) => [record.path, record]));
  return urls.map((url) => pictureShape(byName.get(fileNameOf(url))));
}
