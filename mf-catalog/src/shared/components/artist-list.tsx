import type { ArtistCard } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import { mediaSrc } from '../card-rules';
import { useBelowTheFoldPictures } from '../first-screen';
import './artist-list.css';

/**
 * `belowTheFold`: the list is never in the first screen (home's featured artists), so its covers wait for that screen's
 * pictures. On a phone they were fetched beside The Weekly Pulse's first picture, the page's largest, and slowed it.
 */
export function ArtistList({
  artists,
  label,
  belowTheFold = false,
}: {
  artists: ArtistCard[];
  label: string;
  belowTheFold?: boolean;
}) {
  const drawn = useBelowTheFoldPictures() || !belowTheFold;
  return (
    <ul className="cat-artists" aria-label={label}>
      {artists.map((artist) => (
        <li key={artist.slug}>
          <PageLink href={`/artist/${artist.slug}`} className="cat-artist">
            {drawn ? (
              <img
                className="cat-artist__cover"
                src={mediaSrc(artist.featuredImage, 400)}
                alt=""
                width={400}
                height={400}
                loading="lazy"
              />
            ) : (
              <span className="cat-artist__cover" />
            )}
            <span className="cat-artist__name" title={artist.artistName}>
              {artist.artistName}
            </span>
            <span className="cat-note cat-artist__count">
              {artist.count} {artist.count === 1 ? 'artwork' : 'artworks'}
            </span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

/** Round tiles in the list's shape while it loads. */
export function ArtistListSkeleton({ count }: { count: number }) {
  return (
    <ul className="cat-artists" aria-busy="true" aria-label="Loading artists" data-page-waiting>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="cat-artist">
          <span className="cat-artist__cover" />
          <span className="cat-artist__name" />
          <span className="cat-artist__count" />
        </li>
      ))}
    </ul>
  );
}
