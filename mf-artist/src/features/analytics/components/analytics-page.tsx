import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { analyticsSummaryInput, NOT_AN_ARTIST, type AnalyticsPeriod, friendlyParse } from '@easel/contracts';
import { errorMessage, selectUser } from '@easel/store';
import { Button, Spinner } from '@easel/ui';
import { useAnalyticsSummaryQuery } from '../api/analytics-summary';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsFilters } from './analytics-filters';
import { AnalyticsEmpty, AnalyticsState } from './analytics-states';
import { AnalyticsTotals } from './analytics-totals';
import { periodWords } from './bucket-labels';
import './analytics-page.css';

const LOAD_FAILED = 'Your analytics could not be loaded.';
const NOT_ARTIST_TEXT =
  'Your account is a collector’s account. Artists see here who views, saves, likes and buys their work.';

/** /analytics: the signed-in artist's likes, saves, audience and sales; the default export artist-app loads lazily with chart.js. */
export default function AnalyticsPage() {
  const user = useSelector(selectUser);
  if (user && user.role !== 'user') return <AnalyticsState title={NOT_AN_ARTIST} text={NOT_ARTIST_TEXT} />;
  return <ArtistAnalytics />;
}

function ArtistAnalytics() {
  const [params, setParams] = useSearchParams();
  // The choice lives in the address, so a reload or a shared link keeps it; anything unknown falls back to 30 days.
  const chosen = friendlyParse(analyticsSummaryInput, { period: params.get('period') ?? undefined });
  const period: AnalyticsPeriod = chosen.success ? chosen.data.period : '30d';
  const art = params.get('art') ?? '';
  const { data: summary, error, isFetching, refetch } = useAnalyticsSummaryQuery({ period, art });
  const choose = (choice: { period: AnalyticsPeriod; art: string }) =>
    setParams(choice.art ? { period: choice.period, art: choice.art } : { period: choice.period }, { replace: true });

  if (error && 'status' in error && error.status === 403)
    return <AnalyticsState title={NOT_AN_ARTIST} text={NOT_ARTIST_TEXT} />;
  if (error)
    return (
      <AnalyticsState
        title="Collector analytics"
        text={'status' in error ? errorMessage(error, LOAD_FAILED) : LOAD_FAILED}
      >
        <div className="art-analytics__actions">
          {art && <Button onClick={() => choose({ period, art: '' })}>Show all artworks</Button>}
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </AnalyticsState>
    );
  if (!summary) return <Spinner label="Loading your analytics" />;

  const counted = [summary.views, summary.saves, summary.likes, summary.sales];
  const empty = counted.every((series) => series.total === 0) && counted.some((series) => series.available);
  return (
    <section className="art-analytics" aria-labelledby="art-analytics-title" aria-busy={isFetching}>
      <header className="art-analytics__header">
        <h1 id="art-analytics-title">Collector analytics</h1>
        <p>Who views, saves, likes and buys your art, in {periodWords(summary)}.</p>
      </header>
      <AnalyticsFilters period={period} art={art} works={summary.works} onChange={choose} />
      <AnalyticsTotals summary={summary} />
      {empty ? (
        <AnalyticsEmpty hasWorks={summary.works.length > 0} period={periodWords(summary)} />
      ) : (
        <AnalyticsCharts summary={summary} />
      )}
    </section>
  );
}
