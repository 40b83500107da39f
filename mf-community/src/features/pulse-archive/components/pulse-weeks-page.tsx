import { PageLink } from '@easel/ui';
import { weekLabel } from '../../../shared/pulse-week';
import { useGetPulseWeeksQuery } from '../api/pulse-archive-api';
import { ArchiveState } from './archive-state';
import './pulse-archive.css';

/** /pulse — every ranked week, newest first; the running one is live. */
export function PulseWeeksPage() {
  const { data, isFetching, refetch } = useGetPulseWeeksQuery();
  return (
    <section className="cmy-archive">
      <h1>The Weekly Pulse archive</h1>
      <p className="cmy-archive__note">
        Every week the community’s votes rank the artworks; the ten most voted are featured.
      </p>
      {!data ? (
        <ArchiveState loading={isFetching} what="the weeks" retry={() => void refetch()} />
      ) : data.weeks.length === 0 ? (
        <p className="cmy-archive__empty">No week has been ranked yet. Come back soon.</p>
      ) : (
        <ul className="cmy-archive__weeks">
          {data.weeks.map(({ week, final }) => (
            <li key={week}>
              <PageLink href={`/pulse/${week}`} className="cmy-archive__week">
                <span>{weekLabel(week)}</span>
                <span className={`cmy-archive__tag${final ? '' : ' cmy-archive__tag--live'}`}>
                  {final ? 'Final' : 'Live'}
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
