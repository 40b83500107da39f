import { useState } from 'react';
import { InstagramIcon, lazyPart, PageLink } from '@easel/ui';
import type { ShownArtist } from '../artist-page/artist-page-events';
import { instagramUrl } from '../artist-page/instagram-url';

// Fetched as the pointer or focus comes to Contact Me, or at the latest on the first press.
const ArtistMessagePopup = lazyPart(() => import('@easel/ui').then((module) => module.ArtistMessagePopup));

/** Artist-page mode (spec §2): the artist's name, their Instagram and Contact Me, which opens mf-artist's message popup. */
export function ArtistPageBar({ artist }: { artist: ShownArtist }) {
  const [messaging, setMessaging] = useState(false);
  const { slug, artistName, instagram } = artist;
  const onClose = () => setMessaging(false);
  return (
    <div className="shl-artist-bar" role="region" aria-label="Artist">
      <div className="shl-artist-bar__inner">
        {slug ? (
          <PageLink href={`/artist/${slug}`} className="shl-artist-bar__name" aria-current="page" title={artistName}>
            {artistName}
          </PageLink>
        ) : (
          <span className="shl-artist-bar__name" aria-current="page" title={artistName}>
            {artistName}
          </span>
        )}
        {instagram && (
          <a
            href={instagramUrl(instagram)}
            className="shl-icon-button"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${artistName} on Instagram`}
          >
            <InstagramIcon />
          </a>
        )}
        <button
          type="button"
          className="shl-artist-bar__contact"
          onPointerEnter={ArtistMessagePopup.preload}
          onFocus={ArtistMessagePopup.preload}
          onClick={() => setMessaging(true)}
        >
          Contact Me
        </button>
      </div>
      {messaging && <ArtistMessagePopup slug={slug} artistName={artistName} onClose={onClose} />}
    </div>
  );
}
