import { useRef } from 'react';
import type { ArtworkCard as Artwork } from '@easel/contracts/src/catalog';
import { ArtworkCard } from './artwork-card';

/** Spec §9: carousel speed. */
const CAROUSEL_MS = 500;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls `track` by `delta` pixels in CAROUSEL_MS (native smooth scrolling has no set duration). */
function glide(track: HTMLElement, delta: number) {
  const from = track.scrollLeft;
  const start = performance.now();
  track.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / CAROUSEL_MS);
    track.scrollLeft = from + delta * easeInOut(t);
    if (t < 1) requestAnimationFrame(step);
    else track.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
}

export function ArtworkCarousel({ artworks, label }: { artworks: Artwork[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const box = track.current;
    if (box) glide(box, direction * box.clientWidth * 0.9);
  };
  return (
    <div className="cat-carousel">
      <button type="button" className="cat-carousel__nav cat-carousel__nav--prev" aria-label={`Previous: ${label}`} onClick={() => move(-1)}>
        ‹
      </button>
      <ul ref={track} className="cat-carousel__track" aria-label={label}>
        {artworks.map((art) => (
          <li key={art._id} className="cat-carousel__item">
            <ArtworkCard art={art} />
          </li>
        ))}
      </ul>
      <button type="button" className="cat-carousel__nav cat-carousel__nav--next" aria-label={`Next: ${label}`} onClick={() => move(1)}>
        ›
      </button>
    </div>
  );
}
