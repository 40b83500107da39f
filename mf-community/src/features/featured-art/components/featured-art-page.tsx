import { useEffect, type ReactNode } from 'react';
import type { ArtworkDetail } from '@easel/contracts';
import { useSelector } from 'react-redux';
import { selectUser } from '@easel/store';
import { Button, PageLink, Spinner } from '@easel/ui';
import { ReportButton } from '../../../shared/report/report-button';
import { useGetFeaturedArtworkQuery } from '../api/get-featured-artwork';
import { FeaturedPicture } from './featured-picture';
import './featured-art.css';

interface FeaturedArtPageProps {
  slug: string;
  /** What the app puts beside the artwork (its Pulse rank) and below it (its comments). */
  rank: (art: ArtworkDetail) => ReactNode;
  comments: (art: ArtworkDetail) => ReactNode;
}

/** /art2/:id — an artwork of The Weekly Pulse: its picture, title and artist, its rank and votes, then its comments. */
export function FeaturedArtPage({ slug, rank, comments }: FeaturedArtPageProps) {
  // currentData: another artwork (an arrow was followed) is not shown while this one loads
  const { currentData, isFetching, error, refetch } = useGetFeaturedArtworkQuery(slug);
  const user = useSelector(selectUser);
  // A block, not an expression: Chromium's scrollTo answers a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (!currentData && isFetching) return <FeaturedArtWaiting />;
  if (!currentData) {
    const missing = !!error && 'status' in error && error.status === 404;
    return (
      <section className="cmy-featured cmy-featured--missing">
        <h1>{missing ? 'No Art Found' : 'This artwork could not be loaded'}</h1>
        {!missing && (
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        )}
        <PageLink href="/pulse">See The Weekly Pulse</PageLink>
      </section>
    );
  }

  const { art } = currentData;
  return (
    <article className="cmy-featured">
      <FeaturedPicture art={art} />
      <div className="cmy-featured__info">
        <h1>{art.title}</h1>
        <p className="cmy-featured__artist">
          by <PageLink href={`/artist/${encodeURIComponent(art.user.slug)}`}>{art.user.artistName}</PageLink>
        </p>
        {rank(art)}
        <PageLink className="cmy-featured__full" href={`/art/${encodeURIComponent(art.slug)}`}>
          See the full artwork page
        </PageLink>
        {user?._id !== art.user._id && (
          <ReportButton target={{ kind: 'artwork', artSlug: art.slug }} className="cmy-report-artwork" />
        )}
      </div>
      <div className="cmy-featured__comments">{comments(art)}</div>
    </article>
  );
}

function FeaturedArtWaiting() {
  return (
    <section className="cmy-featured cmy-featured--waiting" aria-busy="true">
      <h1 className="cmy-visually-hidden">Featured art</h1>
      <Spinner label="Loading artwork" />
    </section>
  );
}
