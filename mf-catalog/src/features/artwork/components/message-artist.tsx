import { useState } from 'react';
import { Button, lazyPart, MailIcon } from '@easel/ui';

// Fetched as the pointer or focus comes to the button, or at the latest on the first press.
const ArtistMessagePopup = lazyPart(() => import('@easel/ui').then((module) => module.ArtistMessagePopup));

/** "Message artist": opens mf-artist's message popup (spec §2 "Message popup"), which names this artwork to the artist. */
export function MessageArtist({ slug, artistName, artSlug }: { slug: string; artistName: string; artSlug: string }) {
  const [open, setOpen] = useState(false);
  const onClose = () => setOpen(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={ArtistMessagePopup.preload}
        onFocus={ArtistMessagePopup.preload}
        onClick={() => setOpen(true)}
      >
        <MailIcon size={18} /> Message artist
      </Button>
      {open && <ArtistMessagePopup slug={slug} artistName={artistName} artSlug={artSlug} onClose={onClose} />}
    </>
  );
}
