import type { ReactNode } from 'react';
import type { ArtworkCard } from '@easel/contracts';
import { RemoteFragment } from '@easel/ui';

/** A grey square in the card's place while the catalog's card loads, or if it cannot. */
const CardSpace = () => <div className="art-gallery__space" />;

/**
 * The artist's works as the catalog's own card (mf_catalog/artwork-card), each whole in a square frame, on one grid
 * with the owner's tiles (`children`, after the works): one column track, rows of one height.
 */
export function ArtistGallery({
  artworks,
  label,
  children,
}: {
  artworks: ArtworkCard[];
  label: string;
  children?: ReactNode;
}) {
  return (
    <ul className="art-gallery" aria-label={label}>
      {artworks.map((art) => (
        <li key={art._id} className="art-gallery__item">
          <RemoteFragment
            id="mf_catalog/artwork-card"
            props={{ art, square: true, sizes: '(max-width: 600px) 50vw, 300px' }}
            fallback={<CardSpace />}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}
