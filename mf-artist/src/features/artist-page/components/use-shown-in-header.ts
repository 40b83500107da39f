import { useEffect } from 'react';
import type { PageArtist } from '@easel/contracts';

/** The shell's header turns to artist-page mode (name, Instagram, Contact Me) while this page shows an artist. */
export function useShownInHeader(artist: PageArtist | undefined) {
  const { slug, artistName, instagram } = artist ?? {};
  useEffect(() => {
    if (!slug) return undefined;
    window.dispatchEvent(new CustomEvent('artist:page-shown', { detail: { slug, artistName, instagram } }));
    return () => void window.dispatchEvent(new CustomEvent('artist:page-hidden'));
  }, [slug, artistName, instagram]);
}
