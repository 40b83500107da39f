import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { selectUser, type SessionRootState } from '@easel/store';
import { Avatar, PageLink, Spinner, useHashScroll } from '@easel/ui';
import { useArtistArtworksQuery } from '../api/artist-artworks';
import { ArtistGallery } from './artist-gallery';
import './artist-page.css';

/**
 * /artist/{slug}: the artist's picture, name and Gallery (#Gallery). The catalog knows an artist by their works, so an
 * artist with none is known here only to themselves (their session); about-me, colours and editing come later.
 */
export function ArtistPage() {
  const { slug = '' } = useParams();
  const viewer = useSelector((state: SessionRootState) => selectUser(state));
  // Fresh on every visit: the artist may have just published or deleted a work.
  const works = useArtistArtworksQuery(slug, { refetchOnMountOrArgChange: true });
  const artworks = works.data?.artworks ?? [];
  useHashScroll(works.isSuccess);
  const own = viewer?.slug === slug ? viewer : null;
  const artist = artworks[0]?.user ?? (own && { artistName: own.artistName ?? `${own.firstName} ${own.lastName}`, avatar: own.avatar });

  if (works.isLoading) return <Spinner label="Loading the artist page" />;
  if (works.isError) {
    return (
      <section className="art-page art-page--state" role="alert">
        <h1>This artist page could not be loaded</h1>
        <p>Please try again in a moment.</p>
      </section>
    );
  }
  if (!artist) {
    return (
      <section className="art-page art-page--state">
        <h1>Artist not found</h1>
        <p>No artist shows works at this address. Check the link, or find the artist among all of them.</p>
        <PageLink href="/artists" className="art-link">
          See all artists
        </PageLink>
      </section>
    );
  }
  return (
    <article className="art-page">
      <header className="art-page__head">
        <Avatar src={artist.avatar} name={artist.artistName} size={96} />
        <h1>{artist.artistName}</h1>
      </header>
      <section id="Gallery" className="art-page__gallery" aria-labelledby="art-gallery-title">
        <h2 id="art-gallery-title">Gallery</h2>
        {artworks.length > 0 ? (
          <ArtistGallery artworks={artworks} label={`Artworks by ${artist.artistName}`} />
        ) : (
          <p className="art-note">
            No artworks yet.{' '}
            {own && (
              <PageLink href="/publish" className="art-link">
                Publish your first artwork
              </PageLink>
            )}
          </p>
        )}
      </section>
    </article>
  );
}
