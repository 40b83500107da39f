import { Button, ErrorFallback, Spinner } from '@easel/ui';
import { usePulseWeekQuery } from './pulse-api';
import { weekLabel } from './week-label';

interface PulseRankingProps {
  week: string;
  /** the running week, ranked live; an ended week shows its final ranking */
  live: boolean;
  onRecompute: () => void;
}

/** A week's whole ranking, with its artworks linked to their pages. */
export function PulseRanking({ week, live, onRecompute }: PulseRankingProps) {
  const ranking = usePulseWeekQuery(week);
  // currentData, not data: after a switch of week, data is still the week before, which would show under the new heading.
  const entries = ranking.currentData?.entries;
  const notRankedYet = ranking.error && 'status' in ranking.error && ranking.error.status === 404;
  const heading = live ? 'Live ranking' : `Final ranking, week of ${weekLabel(week)}`;
  return (
    <section className="adm-pulse__ranking" aria-labelledby="pulse-ranking-title">
      <div className="adm-pulse__ranking-head">
        <h2 id="pulse-ranking-title">{heading}</h2>
        <Button variant="secondary" onClick={onRecompute}>
          Recompute this week
        </Button>
      </div>
      {!entries && ranking.isFetching ? (
        <Spinner label="Loading the ranking" />
      ) : notRankedYet ? (
        <p className="adm-pulse__empty">No artwork is ranked in this week yet.</p>
      ) : ranking.isError || !entries ? (
        <ErrorFallback title="The ranking could not be loaded" onRetry={() => void ranking.refetch()} />
      ) : (
        <ol className="adm-pulse__list" aria-label={heading} aria-busy={ranking.isFetching || undefined}>
          {entries.map((entry) => (
            <li key={entry.slug}>
              <span className="adm-pulse__position">{entry.position}</span>
              <a href={`/art/${encodeURIComponent(entry.slug)}`}>{entry.title ?? entry.slug}</a>
              <span className="adm-pulse__votes">
                {entry.votes} {entry.votes === 1 ? 'vote' : 'votes'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
