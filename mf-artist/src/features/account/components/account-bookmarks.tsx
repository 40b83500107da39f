import { useSelector } from 'react-redux';
import { selectArtistBookmarks, selectBookmarks } from '@easel/store';
import { Avatar, PageLink, RemoteFragment, Spinner } from '@easel/ui';
import { useBookmarkedArtistsQuery, useBookmarkedArtworksQuery } from '../api/bookmarked';

/** The newest few of each list; /favourites has them all. */
const SHOWN = 4;
const newest = (slugs: string[]) => slugs.slice(-SHOWN).reverse();

/** The account's bookmarked artworks (the catalog's own cards) and artists, a few of each, with the way to all of them. */
export function AccountBookmarks() {
  const artworkSlugs = newest(useSelector(selectBookmarks));
  const artistSlugs = newest(useSelector(selectArtistBookmarks));
  const artworks = useBookmarkedArtworksQuery(artworkSlugs, { skip: artworkSlugs.length === 0 });
  const artists = useBookmarkedArtistsQuery(artistSlugs, { skip: artistSlugs.length === 0 });
  return (
    <section className="art-account__section" aria-labelledby="art-account-bookmarks">
      <div className="art-account__section-head">
        <h2 id="art-account-bookmarks">Bookmarks</h2>
        <PageLink href="/favourites" className="art-link">
          See all bookmarks
        </PageLink>
      </div>
      <h3>Artworks</h3>
      {artworkSlugs.length === 0 ? (
        <p className="art-note">No bookmarked artworks yet.</p>
      ) : artworks.isLoading ? (
        <Spinner label="Loading your bookmarked artworks" />
      ) : artworks.isError ? (
        <p className="art-note art-note--error">Your bookmarked artworks could not be loaded.</p>
      ) : (
        <ul className="art-account__artworks" aria-label="Bookmarked artworks">
          {(artworks.data?.artworks ?? []).map((art) => (
            <li key={art._id}>
              <RemoteFragment
                id="mf_catalog/artwork-card"
                props={{ art, sizes: '(max-width: 500px) 50vw, 240px' }}
                fallback={<div className="art-account__space" />}
              />
            </li>
          ))}
        </ul>
      )}
      <h3>Artists</h3>
      {artistSlugs.length === 0 ? (
        <p className="art-note">No bookmarked artists yet.</p>
      ) : artists.isError ? (
        <p className="art-note art-note--error">Your bookmarked artists could not be loaded.</p>
      ) : (
        <ul className="art-account__artists" aria-label="Bookmarked artists" aria-busy={artists.isLoading}>
          {(artists.data?.artists ?? []).map((artist) => (
            <li key={artist.slug}>
              <PageLink href={`/artist/${artist.slug}`} className="art-account__artist">
                <Avatar src={artist.avatar} name={artist.artistName} />
                <span>{artist.artistName}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
