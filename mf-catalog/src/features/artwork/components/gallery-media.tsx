import { mediaSrc, mediaSrcSet } from '../../../shared/card-rules';
import { usePictureTurn } from '../../../shared/first-screen';
import { isVideo, type GalleryItem } from './stage-shape';

interface GalleryMediaProps {
  item: GalleryItem;
  alt: string;
  /** the page's main picture: fetched before anything else; otherwise the lightbox's large one */
  main?: boolean;
}

/** An image in the catalog's variants at its own width and height, or a video with its controls. */
export function GalleryMedia({ item, alt, main = false }: GalleryMediaProps) {
  const { url, shape } = item;
  // The page's main picture is its first screen's: the cards further down wait for it.
  const { arrived } = usePictureTurn(main && !isVideo(url) ? 'first' : 'lazy');
  if (isVideo(url))
    return (
      <video
        className="cat-gallery__media"
        src={url}
        width={shape.width}
        height={shape.height}
        controls
        playsInline
        preload="metadata"
        aria-label={alt}
      />
    );
  // The main picture's variants and sizes are the ones the gateway preloads (services/gateway artwork-hero.ts): the
  // same choice, so it is fetched once (e2e picture-order.spec.ts).
  const widths = main ? [400, 800] : [800, 1200, 1600];
  return (
    <img
      className="cat-gallery__media"
      src={mediaSrc(url, widths[0]!)}
      srcSet={mediaSrcSet(url, widths)}
      sizes={main ? '(max-width: 920px) 100vw, 60vw' : '100vw'}
      width={shape.width}
      height={shape.height}
      alt={alt}
      loading="eager"
      // The main picture is what a visitor came for: before the scripts and thumbnails, and shown in the same frame it decodes.
      fetchPriority={main ? 'high' : 'auto'}
      decoding={main ? 'sync' : 'async'}
      onLoad={arrived}
      onError={arrived}
    />
  );
}

/** A thumbnail in its square: the image, or the video's first frame under a play mark. */
export function GalleryThumbMedia({ item }: { item: GalleryItem }) {
  const { url, shape } = item;
  if (!isVideo(url))
    return (
      <img src={mediaSrc(url, 400)} alt="" width={shape.width} height={shape.height} loading="lazy" decoding="async" />
    );
  return (
    <>
      <video
        src={`${url}#t=0.1`}
        width={shape.width}
        height={shape.height}
        muted
        preload="metadata"
        tabIndex={-1}
        aria-hidden="true"
      />
      <svg className="cat-gallery__play" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" />
        <path d="M10 8l6 4-6 4z" />
      </svg>
    </>
  );
}
