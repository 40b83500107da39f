import type { ArtworkCard as Artwork } from '@easel/contracts/src/catalog';
import { ArtworkCard } from './artwork-card';

export function ArtworkGrid({ artworks, label }: { artworks: Artwork[]; label: string }) {
  return (
    <ul className="cat-grid" aria-label={label}>
      {artworks.map((art) => (
        <li key={art._id}>
          <ArtworkCard art={art} />
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles in the grid's shape while a list loads. */
export function ArtworkGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="cat-grid" aria-busy="true" aria-label="Loading artworks">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="cat-skeleton" />
      ))}
    </ul>
  );
}
