import { VIDEO_URL } from '@easel/contracts/src/catalog';
import { mediaSrc, mediaSrcSet } from '../../../shared/card-rules';

/** Spec §3: a gallery item is a video when its address ends in mp4, webm, ogg or mov. */
export const isVideo = (url: string) => VIDEO_URL.test(url);

/** An image in the catalog's variants, or a video with its controls. */
export function GalleryMedia({ url, alt, large }: { url: string; alt: string; large?: boolean }) {
  if (isVideo(url)) return <video className="cat-gallery__media" src={url} controls playsInline preload="metadata" aria-label={alt} />;
  const widths = large ? [800, 1200, 1600] : [400, 800];
  return (
    <img
      className="cat-gallery__media"
      src={mediaSrc(url, widths[0]!)}
      srcSet={mediaSrcSet(url, widths)}
      sizes={large ? '100vw' : '(max-width: 920px) 100vw, 60vw'}
      alt={alt}
    />
  );
}

/** A thumbnail: the image, or the video's first frame under a play mark. */
export function GalleryThumbMedia({ url }: { url: string }) {
  if (!isVideo(url)) return <img src={mediaSrc(url, 400)} alt="" loading="lazy" />;
  return (
    <>
      <video src={`${url}#t=0.1`} muted preload="metadata" tabIndex={-1} aria-hidden="true" />
      <svg className="cat-gallery__play" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" />
        <path d="M10 8l6 4-6 4z" />
      </svg>
    </>
  );
}
