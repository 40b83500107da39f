import { useState } from 'react';
import { ArtistMessagePopup, Button, MailIcon } from '@easel/ui';

/** "Message artist": opens mf-artist's message popup (spec §2 "Message popup"). */
export function MessageArtist({ slug, artistName }: { slug: string; artistName: string }) {
  const [open, setOpen] = useState(false);
  const onClose = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <MailIcon size={18} /> Message artist
      </Button>
      {open && <ArtistMessagePopup slug={slug} artistName={artistName} onClose={onClose} />}
    </>
  );
}
