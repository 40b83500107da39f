import type { ArtistCard } from '@easel/contracts/src/catalog';
import { PageLink } from '@easel/ui';
import { mediaSrc } from '../card-rules';
import './artist-list.css';

export function ArtistList({ artists, label }: { artists: ArtistCard[]; label: string }) {
  return (
    <ul className="cat-artists" aria-label={label}>
      {artists.map((artist) => (
        <li key={artist.slug}>
          <PageLink href={`/artist/${artist.slug}`} className="cat-artist">
            <img className="cat-artist__cover" src={mediaSrc(artist.featuredImage, 400)} alt="" loading="lazy" />
            <span className="cat-artist__name">{artist.artistName}</span>
            <span className="cat-note cat-artist__count">
              {artist.count} {artist.count === 1 ? 'artwork' : 'artworks'}
            </span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
