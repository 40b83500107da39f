import { useEffect } from 'react';
import { Modal } from '@easel/ui';
import { GalleryMedia } from './gallery-media';
import type { GalleryItem } from './stage-shape';

interface GalleryLightboxProps {
  items: GalleryItem[];
  shown: number;
  title: string;
  onStep: (by: 1 | -1) => void;
  onClose: () => void;
}

/** Full screen: previous/next buttons and the arrow keys move, Escape (in Modal) closes. */
export function GalleryLightbox({ items, shown, title, onStep, onClose }: GalleryLightboxProps) {
  const several = items.length > 1;

  useEffect(() => {
    if (!several) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onStep(1);
      if (event.key === 'ArrowLeft') onStep(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [several, onStep]);

  return (
    <Modal title={title} onClose={onClose} className="cat-lightbox">
      <div className="cat-lightbox__stage">
        {several && (
          <button type="button" className="cat-lightbox__nav" aria-label="Previous" onClick={() => onStep(-1)}>
            ‹
          </button>
        )}
        <GalleryMedia item={items[shown]!} alt={`${title} (${shown + 1} of ${items.length})`} />
        {several && (
          <button type="button" className="cat-lightbox__nav" aria-label="Next" onClick={() => onStep(1)}>
            ›
          </button>
        )}
      </div>
      {several && (
        <p className="cat-note" aria-live="polite">
          {shown + 1} / {items.length}
        </p>
      )}
    </Modal>
  );
}
