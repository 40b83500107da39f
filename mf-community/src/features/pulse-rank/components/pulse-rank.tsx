import { PULSE_FEATURED } from '@easel/contracts';
import { Button, Spinner } from '@easel/ui';
import { votesLabel, weekLabel } from '../../../shared/pulse-week';
import { useGetPulseStandingQuery } from '../api/pulse-standing-api';
import { RankArrow } from './rank-arrow';
import { UpvoteArtwork } from './upvote-artwork';
import './pulse-rank.css';

export interface PulseRankProps {
  slug: string;
  /** Where the arrows go: the artwork page (/art) or the featured-art page (/art2). */
  linkTo?: 'art' | 'art2';
  /** A past week (YYYY-MM-DD): its final rank and votes, without the Upvote button. */
  week?: string;
}

/** The artwork's place in The Weekly Pulse: 'Weekly Pulse #N' between arrows, the top 10's badge, Upvote with its count. */
export function PulseRank({ slug, linkTo = 'art', week }: PulseRankProps) {
  // currentData: a neighbour's rank (an arrow was followed) is not shown while this one loads. Asked again on each
  // visit: whether it is upvoted depends on who reads it, and a visitor who signed in to vote comes back to this page.
  const {
    currentData: standing,
    isFetching,
    refetch,
  } = useGetPulseStandingQuery({ slug, week }, { refetchOnMountOrArgChange: true });
  if (!standing && isFetching)
    return (
      <section className="cmy-pulse cmy-pulse--waiting" aria-label="The Weekly Pulse" aria-busy="true">
        <Spinner label="Loading the Weekly Pulse rank" />
      </section>
    );
  if (!standing)
    return (
      <section className="cmy-pulse cmy-pulse--failed" aria-label="The Weekly Pulse">
        <p>The Weekly Pulse rank could not be loaded.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </section>
    );

  const { position, prevSlug, nextSlug } = standing;
  const featured = position !== null && position <= PULSE_FEATURED;
  const to = (neighbour: string | null) =>
    neighbour && `/${linkTo}/${encodeURIComponent(neighbour)}${week ? `?week=${week}` : ''}`;
  return (
    <section className={`cmy-pulse${featured ? ' cmy-pulse--featured' : ''}`} aria-label="The Weekly Pulse">
      {week && <p className="cmy-pulse__week">{weekLabel(week)}</p>}
      <div className="cmy-pulse__rank">
        <RankArrow direction="previous" href={to(prevSlug)} />
        <p className="cmy-pulse__place">
          {position === null ? `Not ranked ${week ? 'that' : 'yet this'} week` : `Weekly Pulse #${position}`}
          {featured && <span className="cmy-pulse__badge">Featured</span>}
        </p>
        <RankArrow direction="next" href={to(nextSlug)} />
      </div>
      {week ? (
        <p className="cmy-pulse__votes">{votesLabel(standing.totalUpvotes)}</p>
      ) : (
        <UpvoteArtwork standing={standing} />
      )}
    </section>
  );
}
