import { useState } from 'react';
import { InstagramIcon, Modal, PageLink, RemoteFragment, useProductConfig } from '@easel/ui';
import type { ShownArtist } from '../artist-page/artist-page-events';
import { instagramUrl } from '../artist-page/instagram-url';

/** Shown if mf-artist's popup cannot be loaded: the visitor still learns how to reach the artist. */
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

/** Artist-page mode (spec §2): the artist's name, their Instagram and Contact Me, which opens mf-artist's message popup. */
export function ArtistPageBar({ artist }: { artist: ShownArtist }) {
  const [messaging, setMessaging] = useState(false);
  const { slug, artistName, instagram } = artist;
  const onClose = () => setMessaging(false);
  return (
    <div className="shl-artist-bar" role="region" aria-label="Artist">
      <div className="shl-artist-bar__inner">
        {slug ? (
          <PageLink href={`/artist/${slug}`} className="shl-artist-bar__name" aria-current="page">
            {artistName}
          </PageLink>
        ) : (
          <span className="shl-artist-bar__name" aria-current="page">
            {artistName}
          </span>
        )}
        {instagram && (
          <a href={instagramUrl(instagram)} className="shl-icon-button" target="_blank" rel="noopener noreferrer" aria-label={`${artistName} on Instagram`}>
            <InstagramIcon />
          </a>
        )}
        <button type="button" className="shl-artist-bar__contact" onClick={() => setMessaging(true)}>
          Contact Me
        </button>
      </div>
      {messaging && (
        <RemoteFragment id="mf_artist/message-popup" loading={null} fallback={<PopupUnavailable artistName={artistName} onClose={onClose} />} props={{ slug, artistName, onClose }} />
      )}
    </div>
  );
}
