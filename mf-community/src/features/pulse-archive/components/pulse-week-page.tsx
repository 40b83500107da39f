import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { PageLink } from '@easel/ui';
import { weekLabel } from '../../../shared/pulse-week';
import { CARDS_AT_ONCE, useGetArtworkCardsQuery, useGetPulseWeekQuery } from '../api/pulse-archive-api';
import { ArchiveState } from './archive-state';
import { PulseWeekCard } from './pulse-week-card';
import './pulse-archive.css';

/** /pulse/:week — that week's ranking as cards, best first; a past week's cards open its final rank on /art2. */
export function PulseWeekPage() {
  const week = useParams().week ?? '';
  const ranking = useGetPulseWeekQuery(week);
  const entries = ranking.currentData?.entries.slice(0, CARDS_AT_ONCE) ?? [];
  const cards = useGetArtworkCardsQuery(entries.length ? entries.map((entry) => entry.slug) : skipToken);
  const final = ranking.currentData?.final ?? true;
  const missing =
    ranking.error && 'status' in ranking.error && (ranking.error.status === 404 || ranking.error.status === 400);

  const bySlug = new Map(cards.currentData?.artworks.map((art) => [art.slug, art]));
  // An artwork unpublished since that week has no card: its place stays, its card does not.
  const shown = entries.flatMap((entry) => {
    const art = bySlug.get(entry.slug);
    return art ? [{ ...entry, art }] : [];
  });
  return (
    <section className="cmy-archive">
      <PageLink href="/pulse" className="cmy-archive__back">
        All weeks
      </PageLink>
      <h1>The Weekly Pulse</h1>
      <p className="cmy-archive__note">
        {weekLabel(week)}
        {ranking.currentData && (
          <span className={`cmy-archive__tag${final ? '' : ' cmy-archive__tag--live'}`}>
            {final ? 'Final' : 'Live'}
          </span>
        )}
      </p>
      {missing ? (
        <p className="cmy-archive__empty">This week has no Weekly Pulse.</p>
      ) : !ranking.currentData ? (
        <ArchiveState loading={ranking.isFetching} what="the ranking" retry={() => void ranking.refetch()} />
      ) : entries.length === 0 ? (
        <p className="cmy-archive__empty">No artwork was ranked that week.</p>
      ) : !cards.currentData ? (
        <ArchiveState loading={cards.isFetching} what="the artworks" retry={() => void cards.refetch()} />
      ) : (
        <ol className="cmy-archive__grid">
          {shown.map(({ slug, position, votes, art }) => (
            <PulseWeekCard
              key={slug}
              art={art}
              position={position}
              votes={votes}
              href={`/art2/${encodeURIComponent(slug)}${final ? `?week=${week}` : ''}`}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
