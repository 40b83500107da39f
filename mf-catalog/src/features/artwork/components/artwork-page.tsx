import { useDeferredValue, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { selectUser } from '@easel/store';
import { lazyPart, RemoteFragment, Spinner } from '@easel/ui';
import { ArtworkCarousel } from '../../../shared/components/artwork-carousel';
import { AfterFirstScreenPictures } from '../../../shared/first-screen';
import { useGetArtworkPageQuery } from '../api/get-artwork-page';
import { AboutTheArt } from './about-the-art';
import { ArtworkActions } from './artwork-actions';
import { ArtworkFacts } from './artwork-facts';
import { ArtworkGallery } from './artwork-gallery';
import { WaitingStage } from './gallery-stage';
import { ArtworkHelp } from './artwork-help';
import { ArtworkPrice } from './artwork-price';
import { galleryItems } from './stage-shape';
import '../../../shared/components/page.css';
import './artwork-page.css';

// An owner's tools and first tips: fetched only for a signed-in visitor, who may own the work (most visitors never do).
const OwnerTools = lazyPart(() => import('./owner-tools').then((module) => module.OwnerTools));
const OwnerOnboarding = lazyPart(() => import('./owner-onboarding').then((module) => module.OwnerOnboarding));

/** /art/:id — the artwork detail; other teams' widgets are embedded through federation. */
export function ArtworkPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // currentData: another artwork's page (a similar one was clicked) is not shown while this one loads
  const { currentData: data, isError } = useGetArtworkPageQuery(id);
  const user = useSelector(selectUser);
  if (user) {
    // Asked for with the work, so that an owner's tools come with it rather than a round trip after.
    OwnerTools.preload();
    OwnerOnboarding.preload();
  }
  // The carousels, below the first screen, come in a deferred render after the work itself, which React interrupts for
  // the browser: drawn with it, the page was one long task on a phone. They stay through a refetch of the same work.
  const below = useDeferredValue(data);

  // Unknown art: the base query has shown the server's message; the visitor goes home (spec §8).
  useEffect(() => {
    if (isError) navigate('/', { replace: true });
  }, [isError, navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (isError) return <NoArt />;
  if (!data) return <WaitingArtwork />;

  const { art } = data;
  const { similar, more } = below?.art.slug === art.slug ? below : { similar: [], more: [] };
  const own = !!user && user._id === art.user._id;
  return (
    <article className="cat-page cat-artwork">
      <div className="cat-artwork__top">
        <ArtworkGallery items={galleryItems(art)} title={art.title} />
        <div className="cat-artwork__info">
          <h1>{art.title}</h1>
          {/* Only its owner gets a hidden work, and learns why nobody else sees it. */}
          {art.hiddenNotice && (
            <p className="cat-artwork__hidden" role="status">
              {art.hiddenNotice}
            </p>
          )}
          <ArtworkFacts art={art} />
          {art.onSale ? (
            <ArtworkPrice art={art} />
          ) : (
            <div className="cat-artwork__pulse">
              <AfterFirstScreenPictures>
                <RemoteFragment id="mf_community/pulse-rank" props={{ slug: art.slug }} fallback={null} />
              </AfterFirstScreenPictures>
            </div>
          )}
          {art.onSale && (
            <RemoteFragment id="mf_commerce/order-request" props={{ slug: art.slug, art }} fallback={null} />
          )}
          {own && <OwnerTools art={art} />}
          <ArtworkActions art={art} own={own} />
          <ArtworkHelp />
          {/* Its line is held while the fragment loads, so nothing below moves when it arrives. */}
          {!own && (
            <div className="cat-artwork__report">
              <AfterFirstScreenPictures>
                <RemoteFragment id="mf_community/report-artwork" props={{ slug: art.slug }} fallback={null} />
              </AfterFirstScreenPictures>
            </div>
          )}
        </div>
      </div>
      <AboutTheArt art={art} />
      {similar.length > 0 && (
        <section className="cat-home__section" aria-labelledby="cat-similar-title">
          <h2 id="cat-similar-title">Similar artworks</h2>
          <ArtworkCarousel artworks={similar} label="Similar artworks" />
        </section>
      )}
      {more.length > 0 && (
        <section className="cat-home__section" aria-labelledby="cat-more-title">
          <h2 id="cat-more-title">More from {art.user.artistName}</h2>
          <ArtworkCarousel artworks={more} label={`More from ${art.user.artistName}`} />
        </section>
      )}
      {/* Last, and fetched as the reader nears it: once the carousels are drawn, so that it is measured where it ends up.
          Its height is known only once its comments arrive; till then the footer waits (data-page-waiting). */}
      {!art.onSale &&
        (below?.art.slug === art.slug ? (
          <RemoteFragment
            id="mf_community/comments"
            props={{ slug: art.slug }}
            fallback={null}
            loading={<div data-page-waiting />}
            whenNear
          />
        ) : (
          <div data-page-waiting />
        ))}
      {own && <OwnerOnboarding art={art} own />}
    </article>
  );
}

function NoArt() {
  return (
    <section className="cat-page">
      <h1>No Art Found</h1>
    </section>
  );
}

/**
 * The page's frame while the artwork loads: its stage and a window's height. The shell keeps its footer out while a page
 * is waiting, so a reader who scrolled down meets no footer pushed away as the work's sections arrive.
 */
function WaitingArtwork() {
  return (
    <section className="cat-page cat-artwork cat-artwork--waiting" aria-busy="true" data-page-waiting>
      <h1 className="cat-visually-hidden">Artwork</h1>
      <div className="cat-artwork__top">
        <WaitingStage />
        <Spinner label="Loading artwork" />
      </div>
    </section>
  );
}
