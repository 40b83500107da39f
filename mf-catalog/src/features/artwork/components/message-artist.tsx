import { useState } from 'react';
import { Button, MailIcon, Modal, RemoteFragment, useProductConfig } from '@easel/ui';

/** If mf-artist's popup cannot be loaded, the visitor still learns how to reach the artist. */
function PopupUnavailable({ artistName, onClose }: { artistName: string; onClose: () => void }) {
  const { supportEmail } = useProductConfig();
  return (
    <Modal title={`Message ${artistName}`} onClose={onClose}>
      <p>
        Messaging is not available right now. Please try again in a moment, or write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </Modal>
  );
}

/** "Message artist": opens mf-artist's message popup (spec §2 "Message popup"). */
export function MessageArtist({ slug, artistName }: { slug: string; artistName: string }) {
  const [open, setOpen] = useState(false);
  const onClose = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <MailIcon size={18} /> Message artist
      </Button>
      {open && <RemoteFragment id="mf_artist/message-popup" loading={null} fallback={<PopupUnavailable artistName={artistName} onClose={onClose} />} props={{ slug, artistName, onClose }} />}
    </>
  );
}
