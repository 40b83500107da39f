import { useEffect, useState } from 'react';
import { GalleryThumbMedia } from './gallery-media';
import { isVideo, type GalleryItem } from './stage-shape';
import { useSmallScreen } from './use-small-screen';

/** Spec §2: on small screens the thumbnails come four to a slide. */
const THUMBS_PER_SLIDE = 4;

interface GalleryThumbsProps {
  items: GalleryItem[];
  shown: number;
  onShow: (index: number) => void;
}

/** All thumbnails on wide screens; on small ones a slide of four with previous/next controls. */
export function GalleryThumbs({ items, shown, onShow }: GalleryThumbsProps) {
  const small = useSmallScreen();
  const [slide, setSlide] = useState(0);
  const slides = Math.ceil(items.length / THUMBS_PER_SLIDE);
  const paged = small && slides > 1;

  // The lightbox may have moved on: keep the shown item's slide in view.
  useEffect(() => setSlide(Math.floor(shown / THUMBS_PER_SLIDE)), [shown]);

  const first = paged ? slide * THUMBS_PER_SLIDE : 0;
  const visible = paged ? items.slice(first, first + THUMBS_PER_SLIDE) : items;
  return (
    <div className={paged ? 'cat-thumbs cat-thumbs--paged' : 'cat-thumbs'}>
      {paged && (
        <button
          type="button"
          className="cat-thumbs__nav"
          aria-label="Previous thumbnails"
          disabled={slide === 0}
          onClick={() => setSlide(slide - 1)}
        >
          ‹
        </button>
      )}
      <ul
        className="cat-gallery__thumbs"
        aria-label={paged ? `Gallery, thumbnails ${slide + 1} of ${slides}` : 'Gallery'}
      >
        {visible.map((item, offset) => {
          const index = first + offset;
          return (
            <li key={`${index}-${item.url}`}>
              <button
                type="button"
                className="cat-gallery__thumb"
                aria-label={`Show ${isVideo(item.url) ? 'video' : 'image'} ${index + 1} of ${items.length}`}
                aria-current={index === shown}
                onClick={() => onShow(index)}
              >
                <GalleryThumbMedia item={item} />
              </button>
            </li>
          );
        })}
      </ul>
      {paged && (
        <button
          type="button"
          className="cat-thumbs__nav"
          aria-label="Next thumbnails"
          disabled={slide === slides - 1}
          onClick={() => setSlide(slide + 1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
