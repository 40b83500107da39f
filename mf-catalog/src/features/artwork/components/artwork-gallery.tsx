import { useCallback, useState } from 'react';
import { lazyPart } from '@easel/ui';
import { GalleryMedia } from './gallery-media';
import { GalleryStage } from './gallery-stage';
import { GalleryThumbs } from './gallery-thumbs';
import { isVideo, type GalleryItem } from './stage-shape';

// Fetched as the pointer or focus comes to the gallery, or at the latest on the first press.
const GalleryLightbox = lazyPart(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox));

/** The featured image and the gallery (images and videos): thumbnails below, a full-screen lightbox. */
export function ArtworkGallery({ items, title }: { items: GalleryItem[]; title: string }) {
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);
  const step = useCallback(
    (by: 1 | -1) => setShown((index) => (index + by + items.length) % items.length),
    [items.length],
  );

  const current = items[shown] ?? items[0]!;
  const alt = items.length > 1 ? `${title} (${shown + 1} of ${items.length})` : title;
  return (
    <div className="cat-gallery" onPointerEnter={GalleryLightbox.preload} onFocus={GalleryLightbox.preload}>
      <GalleryStage
        shape={current.shape}
        button={!isVideo(current.url)}
        onZoom={() => setOpen(true)}
        zoomLabel={`Open ${title} full screen`}
      >
        <GalleryMedia item={current} alt={alt} main />
      </GalleryStage>
      {items.length > 1 && <GalleryThumbs items={items} shown={shown} onShow={setShown} />}
      {open && (
        <GalleryLightbox items={items} shown={shown} title={title} onStep={step} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
