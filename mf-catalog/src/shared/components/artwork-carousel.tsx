import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { ArtworkCard as Artwork } from '@easel/contracts';
import { cardShape } from '../card-rules';
import { ArtworkCard, cardLoad } from './artwork-card';
import './artwork-carousel.css';

/** Spec §9: carousel speed. */
const CAROUSEL_MS = 500;

/** The pictures' height (--cat-carousel-height in artwork-carousel.css): on a desktop, and on a phone or tablet. */
const CARD_HEIGHT = 240;
const NARROW_CARD_HEIGHT = 180;

/** How wide a picture of these proportions shows, on narrow screens first, so a phone is not sent the desktop's size. */
const carouselSizes = (ratio: number) =>
  `(max-width: 768px) ${Math.ceil(NARROW_CARD_HEIGHT * ratio)}px, ${Math.ceil(CARD_HEIGHT * ratio)}px`;

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

/** Whether the track is at its start and at its end (both when it cannot scroll), kept up on scroll and resize. */
function useScrollEnds(track: RefObject<HTMLElement | null>, itemCount: number) {
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  useEffect(() => {
    const box = track.current;
    if (!box) return;
    // A pixel of slack: zoomed pages scroll to fractions.
    const update = () =>
      setEnds({ atStart: box.scrollLeft <= 1, atEnd: box.scrollLeft >= box.scrollWidth - box.clientWidth - 1 });
    box.addEventListener('scroll', update, { passive: true });
    // A ResizeObserver reports once at the start, after the browser's own layout; reading the sizes here, in the
    // effect, would make it lay the page out once more first.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (observer) observer.observe(box);
    else update();
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [track, itemCount]);
  return ends;
}

/** One row of whole artworks at a common height, each as wide as its proportions ask. */
/** `eager`: how many cards, from the first, are in the page's first screen (their pictures are fetched at once). */
export function ArtworkCarousel({
  artworks,
  label,
  eager = 0,
}: {
  artworks: Artwork[];
  label: string;
  eager?: number;
}) {
  const track = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useScrollEnds(track, artworks.length);
  const move = (direction: 1 | -1) => {
    const box = track.current;
    if (box) glide(box, direction * box.clientWidth * 0.9);
  };
  return (
    <div className="cat-carousel">
      {/* aria-disabled, not disabled: a keyboard user at the end keeps focus on the arrow */}
      <button
        type="button"
        className="cat-carousel__nav cat-carousel__nav--prev"
        aria-label={`Previous: ${label}`}
        aria-disabled={atStart}
        onClick={() => !atStart && move(-1)}
      >
        ‹
      </button>
      <ul ref={track} className="cat-carousel__track" aria-label={label}>
        {artworks.map((art, index) => {
          const { width, height } = cardShape(art);
          return (
            <li key={art._id} className="cat-carousel__item" style={{ '--cat-ratio': width / height } as CSSProperties}>
              <ArtworkCard art={art} sizes={carouselSizes(width / height)} load={cardLoad(index, eager)} />
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="cat-carousel__nav cat-carousel__nav--next"
        aria-label={`Next: ${label}`}
        aria-disabled={atEnd}
        onClick={() => !atEnd && move(1)}
      >
        ›
      </button>
    </div>
  );
}

/** A carousel with nothing to show says so in the carousel's own height: the sections below stay where its skeleton put them. */
export function ArtworkCarouselEmpty({ children }: { children: ReactNode }) {
  return <p className="cat-note cat-carousel__empty">{children}</p>;
}

/** Grey tiles of the carousel's height while it loads. */
export function ArtworkCarouselSkeleton() {
  return (
    <ul
      className="cat-carousel__track cat-carousel__track--loading"
      aria-busy="true"
      aria-label="Loading artworks"
      data-page-waiting
    >
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="cat-carousel__item" style={{ '--cat-ratio': 0.8 } as CSSProperties}>
          <div className="cat-skeleton" />
        </li>
      ))}
    </ul>
  );
}
