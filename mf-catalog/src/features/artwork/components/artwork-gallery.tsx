import { useEffect, useState } from 'react';
import { VIDEO_URL } from '@easel/contracts/src/catalog';
import { Modal } from '@easel/ui';
import { mediaSrc, mediaSrcSet } from '../../artworks/card-rules';

const isVideo = (url: string) => VIDEO_URL.test(url);

function Media({ url, alt, large }: { url: string; alt: string; large?: boolean }) {
  if (isVideo(url)) return <video className="cat-gallery__media" src={url} controls={large} muted playsInline preload="metadata" aria-label={alt} />;
  const widths = large ? [800, 1200, 1600] : [400, 800];
  return <img className="cat-gallery__media" src={mediaSrc(url, widths[0]!)} srcSet={mediaSrcSet(url, widths)} sizes={large ? '100vw' : '(max-width: 768px) 100vw, 60vw'} alt={alt} />;
}

/** The featured image and the gallery: thumbnails below, a full-screen lightbox (arrows, Escape) on click. */
export function ArtworkGallery({ items, title }: { items: string[]; title: string }) {
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);
  const step = (by: number) => setShown((index) => (index + by + items.length) % items.length);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const current = items[shown] ?? items[0]!;
  const alt = `${title} (${shown + 1} of ${items.length})`;
  return (
    <div className="cat-gallery">
      <button type="button" className="cat-gallery__main" onClick={() => setOpen(true)} aria-label={`Open ${title} full screen`}>
        <Media url={current} alt={alt} />
      </button>
      {items.length > 1 && (
        <ul className="cat-gallery__thumbs" aria-label="Gallery">
          {items.map((url, index) => (
            <li key={url}>
              <button type="button" className="cat-gallery__thumb" aria-label={`Show item ${index + 1}`} aria-current={index === shown} onClick={() => setShown(index)}>
                {isVideo(url) ? <span className="cat-gallery__video-tag">▶</span> : <img src={mediaSrc(url, 400)} alt="" loading="lazy" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Modal title={title} onClose={() => setOpen(false)} className="cat-lightbox">
          <div className="cat-lightbox__stage">
            {items.length > 1 && (
              <button type="button" className="cat-lightbox__nav" aria-label="Previous" onClick={() => step(-1)}>
                ‹
              </button>
            )}
            <Media url={current} alt={alt} large />
            {items.length > 1 && (
              <button type="button" className="cat-lightbox__nav" aria-label="Next" onClick={() => step(1)}>
                ›
              </button>
            )}
          </div>
          <p className="cat-note">
            {shown + 1} / {items.length}
          </p>
        </Modal>
      )}
    </div>
  );
}
