import type { PageArtist } from '@easel/contracts';
import { Avatar } from '@easel/ui';

const instagramHref = (handle: string) =>
  /^https:\/\//.test(handle) ? handle : `https://www.instagram.com/${encodeURIComponent(handle.replace(/^@/, ''))}/`;

/** The page's banner in the artist's colours: their logo, picture, name and Instagram. */
export function ArtistBanner({ artist, logo }: { artist: PageArtist; logo: string | null }) {
  return (
    <header className="art-page__band art-page__head">
      {logo && <img className="art-page__logo" src={logo} alt={`${artist.artistName} logo`} />}
      <Avatar src={artist.avatar} name={artist.artistName} size={96} />
      <div className="art-page__who">
        <h1>{artist.artistName}</h1>
        {artist.instagram && (
          <a
            className="art-page__instagram"
            href={instagramHref(artist.instagram)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {artist.instagram.startsWith('@') ? artist.instagram : 'Instagram'}
            <span className="art-visually-hidden"> on Instagram (opens a new tab)</span>
          </a>
        )}
      </div>
    </header>
  );
}
