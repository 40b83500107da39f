import type { UpstreamPool } from '../../domain/upstream-pool';
import { keptHints, picturePreload, type HintTimes } from './picture-hints';

interface Shape {
  width?: unknown;
  height?: unknown;
}

/**
 * The sizes mf-catalog's carousel draws a card at (artwork-carousel.tsx, carouselSizes): its pictures are 180 px high on
 * a phone or tablet and 240 px on a desktop, as wide as their proportions make them. Kept in both places for the same
 * reason as the artwork page's sizes (artwork-hero.ts); picture-order.spec.ts fails if the two part.
 */
function carouselSizes({
  featuredImageShape,
  size,
}: {
  featuredImageShape?: Shape | null;
  size?: Shape;
}): string | null {
  const { width, height } = featuredImageShape ?? size ?? {};
  if (typeof width !== 'number' || typeof height !== 'number' || !(width > 0 && height > 0)) return null;
  const ratio = width / height;
  return `(max-width: 768px) ${Math.ceil(180 * ratio)}px, ${Math.ceil(240 * ratio)}px`;
}

/**
 * For /: a preload of The Weekly Pulse's first picture, the home page's largest. The
 * page learns of it only once its scripts have run and drawn the Pulse; with the hint it comes while they load. Asked
 * of catalog's Pulse, the answer the page itself gets; an empty Pulse, a video first or a catalog that does not answer
 * in time gets no hint.
 */
export function pulseHero(catalog: UpstreamPool, times: HintTimes = {}) {
  const hintFor = keptHints(
    () => `${catalog.pick()}/artworks/pulse`,
    (answer) => {
      const first = (
        answer as { artworks?: { featuredImage?: unknown; featuredImageShape?: Shape | null; size?: Shape }[] }
      ).artworks?.[0];
      const sizes = first && carouselSizes(first);
      return sizes ? picturePreload(first.featuredImage, sizes) : null;
    },
    times,
  );
  return () => hintFor('pulse');
}
