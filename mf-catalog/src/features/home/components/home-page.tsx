import { PageLink, useHashScroll, useProductConfig } from '@easel/ui';
import { useListArtworksQuery } from '../../../shared/api/list-artworks';
import {
  ArtworkCarousel,
  ArtworkCarouselEmpty,
  ArtworkCarouselSkeleton,
} from '../../../shared/components/artwork-carousel';
import { ArtworkGrid, ArtworkGridSkeleton } from '../../../shared/components/artwork-grid';
import { useListPulseArtworksQuery } from '../api/list-pulse-artworks';
import { useListArtistsQuery } from '../../../shared/api/list-artists';
import { useBelowTheFoldPictures } from '../../../shared/first-screen';
import { FEATURED_ARTISTS, FeaturedArtists } from './featured-artists';
import { ListState } from './list-state';
import '../../../shared/components/page.css';
import './home-page.css';

const NEWEST_COUNT = 12;

/** / — The Weekly Pulse, About us, the newest artworks and featured artists. */
export function HomePage() {
  const { productName } = useProductConfig();
  const pulse = useListPulseArtworksQuery();
  // Below the first screen: asked for once its pictures are in, so that on a phone they do not share its connections.
  const belowTheFold = { skip: !useBelowTheFoldPictures() };
  const newest = useListArtworksQuery({ sort: 'newest', limit: NEWEST_COUNT }, belowTheFold);
  const artists = useListArtistsQuery(FEATURED_ARTISTS, belowTheFold);
  // Every section above #Aboutus must have its height before the scroll, or it pushes the anchor out of view.
  useHashScroll([pulse, newest, artists].every((answer) => answer.isSuccess || answer.isError));

  return (
    <div className="cat-home">
      <header className="cat-home__hero">
        <h1>Discover original art</h1>
        <p>Paintings, drawings and photographs, straight from the artists who made them.</p>
      </header>

      <section id="WeeklyPulse" className="cat-home__section" aria-labelledby="cat-pulse-title">
        <h2 id="cat-pulse-title">The Weekly Pulse</h2>
        <p className="cat-note">This week’s ten most voted artworks, chosen by the community.</p>
        <ListState
          {...pulse}
          artworks={pulse.data?.artworks}
          skeleton={<ArtworkCarouselSkeleton />}
          empty={
            <ArtworkCarouselEmpty>
              The Weekly Pulse is being counted. Come back soon for this week’s featured artworks.
            </ArtworkCarouselEmpty>
          }
        >
          {(artworks) => <ArtworkCarousel artworks={artworks} label="The Weekly Pulse" eager={3} />}
        </ListState>
        <PageLink href="/pulse">Past weeks</PageLink>
      </section>

      <section className="cat-home__section" aria-labelledby="cat-newest-title">
        <h2 id="cat-newest-title">Newest artworks</h2>
        <ListState
          {...newest}
          isLoading={newest.isLoading || newest.isUninitialized}
          artworks={newest.data?.artworks}
          skeleton={<ArtworkGridSkeleton count={NEWEST_COUNT} />}
          empty={<p className="cat-note">No artworks have been published yet.</p>}
        >
          {(artworks) => <ArtworkGrid artworks={artworks} label="Newest artworks" />}
        </ListState>
      </section>

      <FeaturedArtists answer={artists} fallbackFrom={newest.data?.artworks ?? []} />

      <section id="Aboutus" className="cat-home__section cat-home__about" aria-labelledby="cat-about-title">
        <h2 id="cat-about-title">About us</h2>
        <p>
          {productName} is an online art marketplace and community. Artists publish their work and sell it directly;
          collectors discover, bookmark and buy original art, make offers and commission new pieces; every week the
          community’s Weekly Pulse puts featured artworks in the spotlight.
        </p>
      </section>
    </div>
  );
}
