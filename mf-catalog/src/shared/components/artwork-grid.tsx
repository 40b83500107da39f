import { useMemo } from 'react';
import { StaticPhotoAlbum, type LayoutModel } from 'react-photo-album';
import 'react-photo-album/rows.css';
import type { ArtworkCard as Artwork } from '@easel/contracts';
import { cardShape } from '../card-rules';
import { useContainerWidth } from '../hooks/use-container-width';
import { ArtworkCard, cardLoad } from './artwork-card';
import { artworkRows } from './artwork-rows';
import './artwork-grid.css';

/**
 * Whole artworks in justified rows (as art sites show them): each at its own proportions, every row's pictures one height.
 * `eager`: how many cards, from the first, are in the page's first screen (their pictures are fetched at once).
 */
export function ArtworkGrid({ artworks, label, eager = 0 }: { artworks: Artwork[]; label: string; eager?: number }) {
  const [width, measure] = useContainerWidth();
  const photos = useMemo(
    () => artworks.map((art) => ({ key: art._id, src: art.featuredImage, ...cardShape(art), art })),
    [artworks],
  );
  const model = useMemo(() => (width ? artworkRows(photos, width) : undefined), [photos, width]);
  const largest = useMemo(() => model && largestShown(model, eager), [model, eager]);
  // The rows need the grid's width, known once it is on the page: till the rows are drawn, tiles stand in.
  if (!model) {
    return (
      <div ref={measure}>
        <ArtworkGridSkeleton count={Math.min(artworks.length, 12)} />
      </div>
    );
  }
  return (
    <StaticPhotoAlbum
      layout="rows"
      ref={measure}
      model={model}
      // A list of cards to assistive technology: the rows are only layout.
      componentsProps={{
        container: { role: 'list', 'aria-label': label, className: 'cat-grid' },
        track: { role: 'none' },
      }}
      render={{
        wrapper: ({ children: _picture, ...props }, { photo, index, width: shown }) => (
          <div {...props} role="listitem">
            <ArtworkCard art={photo.art} sizes={`${Math.ceil(shown)}px`} load={cardLoad(index, eager, largest)} />
          </div>
        ),
      }}
    />
  );
}

/** Of the first `eager` cards, the one drawn largest: the page's likely largest picture, fetched before the others. */
function largestShown(model: LayoutModel, eager: number): number {
  const shown = model.tracks.flatMap((track) => track.photos).filter(({ index }) => index < eager);
  return shown.reduce(
    (largest, p) => (p.width * p.height > largest.width * largest.height ? p : largest),
    shown[0] ?? { index: 0, width: 0, height: 0 },
  ).index;
}

/** Grey tiles in the rows' shape while a list loads, about as tall as the rows that follow. */
export function ArtworkGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className="cat-grid-skeleton" aria-busy="true" aria-label="Loading artworks" data-page-waiting>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="cat-grid-skeleton__tile">
          <div className="cat-skeleton" />
        </li>
      ))}
    </ul>
  );
}
