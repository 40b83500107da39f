import { useCallback, useState } from 'react';
import { GalleryLightbox } from './gallery-lightbox';
import { GalleryMedia, isVideo } from './gallery-media';
import { GalleryThumbs } from './gallery-thumbs';

/** The featured image and the gallery (images and videos): thumbnails below, a full-screen lightbox. */
export function ArtworkGallery({ items, title }: { items: string[]; title: string }) {
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);
  const step = useCallback((by: 1 | -1) => setShown((index) => (index + by + items.length) % items.length), [items.length]);

  const current = items[shown] ?? items[0]!;
  const alt = items.length > 1 ? `${title} (${shown + 1} of ${items.length})` : title;
  const zoom = `Open ${title} full screen`;
  return (
    <div className="cat-gallery">
      {isVideo(current) ? (
        // A video keeps its own controls, so it cannot sit inside the zoom button.
        <div className="cat-gallery__main">
          <GalleryMedia url={current} alt={alt} />
          <button type="button" className="cat-gallery__zoom" onClick={() => setOpen(true)} aria-label={zoom}>
            ⤢
          </button>
        </div>
      ) : (
        <button type="button" className="cat-gallery__main" onClick={() => setOpen(true)} aria-label={zoom}>
          <GalleryMedia url={current} alt={alt} />
        </button>
      )}
      {items.length > 1 && <GalleryThumbs items={items} shown={shown} onShow={setShown} />}
      {open && <GalleryLightbox items={items} shown={shown} title={title} onStep={step} onClose={() => setOpen(false)} />}
    </div>
  );
}
