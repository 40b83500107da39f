import { RemoteFragment, useHashScroll } from '@easel/ui';
import { useListArtistsQuery } from '../../../shared/api/list-artists';
import { ArtistList, ArtistListSkeleton } from '../../../shared/components/artist-list';
import '../../../shared/components/page.css';

/** /artists — every artist with published work, most recently active first (anchors #artists), their gift cards (#cards) and the community (#global). */
export function ArtistsPage() {
  const { data, isLoading, isError } = useListArtistsQuery({ limit: 100 });
  useHashScroll(!isLoading);
  return (
    <div className="cat-page">
      <h1>Artists</h1>
      <section id="artists" className="cat-home__section" aria-label="All artists">
        {isLoading ? (
          <ArtistListSkeleton count={12} />
        ) : isError ? (
          <p className="cat-note cat-note--error">The artists could not be loaded. Please try again later.</p>
        ) : !data?.artists.length ? (
          <p className="cat-note">No artists have published artworks yet.</p>
        ) : (
          <ArtistList artists={data.artists} label="Artists" />
        )}
      </section>
      <section id="cards" className="cat-home__section" aria-labelledby="cat-cards-title">
        <h2 id="cat-cards-title">Gift cards</h2>
        <p className="cat-note">Give original art: an artist’s gift card, from 50 €, delivered digitally or by mail.</p>
        <RemoteFragment id="mf_artist/gift-card-list" fallback={null} loading={null} />
      </section>
      <section id="global" className="cat-home__section" aria-labelledby="cat-global-title">
        <h2 id="cat-global-title">A global community</h2>
        <p className="cat-note">Artists from around the world sell their originals here directly to collectors.</p>
      </section>
    </div>
  );
}
