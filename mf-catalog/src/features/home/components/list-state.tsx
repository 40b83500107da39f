import type { ReactNode } from 'react';
import type { ArtworkCard } from '@easel/contracts';

interface ListStateProps {
  isLoading: boolean;
  isError: boolean;
  artworks: ArtworkCard[] | undefined;
  /** what shows when there is none, in the list's own height where the skeleton was (nothing below moves) */
  empty: ReactNode;
  /** what stands in while loading, in the list's own shape */
  skeleton: ReactNode;
  children: (artworks: ArtworkCard[]) => ReactNode;
}

/** Loading tiles, an error line, an empty line, or the list. */
export function ListState({ isLoading, isError, artworks, empty, skeleton, children }: ListStateProps) {
  if (isLoading) return <>{skeleton}</>;
  if (isError)
    return <p className="cat-note cat-note--error">These artworks could not be loaded. Please try again later.</p>;
  if (!artworks?.length) return <>{empty}</>;
  return <>{children(artworks)}</>;
}
