import type { ArtworkDetail, PictureShape } from '@easel/contracts';
import { VIDEO_URL } from '@easel/contracts';
import { cardShape } from '../../../shared/card-rules';

/** A video of unknown size is drawn in the usual 16:9. */
const VIDEO_SHAPE: PictureShape = { width: 16, height: 9, colour: null };

/** Spec §3: a gallery item is a video when its address ends in mp4, webm, ogg or mov. */
export const isVideo = (url: string) => VIDEO_URL.test(url);

export interface GalleryItem {
  url: string;
  /** the box it is drawn in before it loads */
  shape: PictureShape;
}

/**
 * The featured picture and the gallery, each with its box: its own shape when the catalog knows it, else a video's
 * 16:9 or the artwork's size in cm.
 */
export function galleryItems(
  art: Pick<ArtworkDetail, 'featuredImage' | 'featuredImageShape' | 'gallery' | 'galleryShapes' | 'size'>,
): GalleryItem[] {
  const bySize = cardShape({ featuredImageShape: null, size: art.size });
  return [
    { url: art.featuredImage, shape: cardShape(art) },
    ...art.gallery.map((url, index) => ({
      url,
      shape: art.galleryShapes[index] ?? (isVideo(url) ? VIDEO_SHAPE : bySize),
    })),
  ];
}
