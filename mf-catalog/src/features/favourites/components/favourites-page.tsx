import { useSelector } from 'react-redux';
import { selectArtistBookmarks, selectBookmarks } from '@easel/store';
import { PageLink } from '@easel/ui';
import { useListArtistsQuery } from '../../../shared/api/list-artists';
import { useListArtworksQuery } from '../../../shared/api/list-artworks';
import { ArtistList } from '../../../shared/components/artist-list';
import { ArtworkGrid, ArtworkGridSkeleton } from '../../../shared/components/artwork-grid';
import '../../../shared/components/page.css';

/** /favourites: the session's bookmarked artworks and artists, called Bookmarks everywhere they show. */
export function FavouritesPage() {
  const slugs = useSelector(selectBookmarks);
  const artistSlugs = useSelector(selectArtistBookmarks);
  const artworks = useListArtworksQuery({ slugs, limit: 100 }, { skip: slugs.length === 0 });
  const artists = useListArtistsQuery({ slugs: artistSlugs, limit: 100 }, { skip: artistSlugs.length === 0 });
  return (
    <div className="cat-page">
      <h1>Bookmarks</h1>
      <section className="cat-home__section" aria-labelledby="cat-fav-art">
        <h2 id="cat-fav-art">Artworks</h2>
        {slugs.length === 0 ? (
          <p className="cat-note">
            No bookmarked artworks yet.{' '}
            <PageLink href="/search" className="cat-link">
              Browse artworks
            </PageLink>{' '}
            and bookmark the ones you love.
          </p>
        ) : artworks.isLoading ? (
          <ArtworkGridSkeleton count={4} />
        ) : artworks.isError ? (
          <p className="cat-note cat-note--error">Your bookmarked artworks could not be loaded.</p>
        ) : (
          <ArtworkGrid artworks={artworks.data?.artworks ?? []} label="Bookmarked artworks" />
        )}
      </section>
      <section className="cat-home__section" aria-labelledby="cat-fav-artists">
        <h2 id="cat-fav-artists">Artists</h2>
        {artistSlugs.length === 0 ? (
          <p className="cat-note">No bookmarked artists yet.</p>
        ) : artists.isError ? (
          <p className="cat-note cat-note--error">Your bookmarked artists could not be loaded.</p>
        ) : (
          <ArtistList artists={artists.data?.artists ?? []} label="Bookmarked artists" />
        )}
      </section>
    </div>
  );
}
