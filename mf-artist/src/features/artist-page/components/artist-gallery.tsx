import type { CSSProperties, ReactNode } from 'react';
import type { ArtworkCard } from '@easel/contracts/src/catalog';
import { RemoteFragment } from '@easel/ui';

/** The picture's proportions before it loads, as the catalog's card keeps them: its pixels, else its size in cm. */
const ratioOf = (art: ArtworkCard) => {
  const { width, height } = art.featuredImageShape ?? art.size;
  return width > 0 && height > 0 ? width / height : 1;
};

/** A grey box in the card's shape while the catalog's card loads, or if it cannot. */
const CardSpace = () => <div className="art-gallery__space" />;

/**
 * The artist's works as the catalog's own card (mf_catalog/artwork-card), each whole: in rows whose pictures share a
 * height, as each item grows in step with its proportions (--ratio); the last row keeps that height. `children` are
 * the owner's tiles after the works.
 */
export function ArtistGallery({ artworks, label, children }: { artworks: ArtworkCard[]; label: string; children?: ReactNode }) {
  return (
    <ul className="art-gallery" aria-label={label}>
      {artworks.map((art) => (
        <li key={art._id} className="art-gallery__item" style={{ '--ratio': ratioOf(art) } as CSSProperties}>
          <RemoteFragment id="mf_catalog/artwork-card" props={{ art, sizes: '(max-width: 500px) 50vw, 320px' }} fallback={<CardSpace />} />
        </li>
      ))}
      {children}
    </ul>
  );
}
