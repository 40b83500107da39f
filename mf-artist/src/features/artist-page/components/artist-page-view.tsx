import type { ArtistPageAnswer } from '@easel/contracts';
import { PageLink, Spinner, useHashScroll } from '@easel/ui';
import { useArtistArtworksQuery } from '../api/artist-artworks';
import { AboutMe } from './about-me';
import { ArtistBanner } from './artist-banner';
import { ArtistGallery } from './artist-gallery';
import { FirstSteps } from './first-steps';
import { OwnerTiles } from './owner-tiles';
import { pageColourStyle } from './page-colours';
import { pageGalleries } from './page-galleries';

/** The public page: banner, Gallery (#Gallery) in the artist's galleries, About me (#Aboutme); the owner's tiles for them alone. */
export function ArtistPageView({ page, own }: { page: ArtistPageAnswer; own: boolean }) {
  const { artist } = page;
  // Fresh on every visit: the artist may have just published or deleted a work.
  const works = useArtistArtworksQuery(artist.slug, { refetchOnMountOrArgChange: true });
  useHashScroll(works.isSuccess);
  const artworks = works.data?.artworks ?? [];
  const galleries = pageGalleries(artworks, page).filter(
    (gallery) => gallery.works.length > 0 || gallery.name === null,
  );
  const named = galleries.length > 1;
  const firstSteps = own && works.isSuccess && artworks.length === 0;

  return (
    <article
      className={page.colours ? 'art-page art-page--coloured' : 'art-page'}
      style={pageColourStyle(page.colours)}
    >
      <ArtistBanner artist={artist} logo={page.logo} />
      {firstSteps && <FirstSteps slug={artist.slug} />}
      {own && !works.isLoading && !firstSteps && (
        <p className="art-page__owner-bar">
          <PageLink href={`/artist/${artist.slug}?edit=true`} className="ui-button ui-button--secondary">
            Edit Artist Page
          </PageLink>
        </p>
      )}
      <section id="Gallery" className="art-page__gallery" aria-labelledby="art-gallery-title">
        <h2 id="art-gallery-title">Gallery</h2>
        {works.isLoading && <Spinner label="Loading the artworks" />}
        {works.isError && <p className="art-note">The artworks could not be loaded. Please try again in a moment.</p>}
        {works.isSuccess && artworks.length === 0 && !own && <p className="art-note">No artworks yet.</p>}
        {works.isSuccess &&
          galleries.map((gallery, at) => {
            const last = at === galleries.length - 1;
            if (gallery.works.length === 0 && !(own && last)) return null;
            const title = gallery.name ?? (named ? 'More works' : null);
            const label = title ? `${title}, by ${artist.artistName}` : `Artworks by ${artist.artistName}`;
            return (
              <div key={gallery.name ?? ''} className="art-page__series">
                {title && <h3>{title}</h3>}
                <ArtistGallery artworks={gallery.works} label={label}>
                  {own && last && <OwnerTiles slug={artist.slug} works={works.data.total} />}
                </ArtistGallery>
              </div>
            );
          })}
      </section>
      <AboutMe name={artist.artistName} about={page.about} aboutImg={page.aboutImg} />
    </article>
  );
}
