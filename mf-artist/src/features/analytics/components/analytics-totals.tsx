import type { AnalyticsSeries, AnalyticsSummary } from '@easel/contracts';
import { counted, money, periodWords } from './bucket-labels';

interface Total {
  label: string;
  series: AnalyticsSeries;
  one: string;
  many: string;
  extra?: string;
}

/** The headline numbers of the period; a measure whose owner did not answer says so instead of showing 0. */
export function AnalyticsTotals({ summary }: { summary: AnalyticsSummary }) {
  const earned = summary.sales.amounts.map(money).join(' + ');
  const totals: Total[] = [
    { label: 'Views', series: summary.views, one: 'view', many: 'views' },
    { label: 'Saves', series: summary.saves, one: 'save', many: 'saves' },
    { label: 'Likes', series: summary.likes, one: 'like', many: 'likes' },
    { label: 'Sales', series: summary.sales, one: 'sale', many: 'sales', extra: earned || undefined },
  ];
  return (
    <section className="art-analytics-totals" aria-label={`Totals for ${periodWords(summary)}`}>
      {totals.map(({ label, series, one, many, extra }) => (
        <div
          className="art-analytics-total"
          role="group"
          key={label}
          aria-label={series.available ? `${label}: ${counted(series.total, one, many)}` : `${label}: unavailable`}
        >
          <span className="art-analytics-total__label">{label}</span>
          {series.available ? (
            <span className="art-analytics-total__value">{series.total.toLocaleString('en-GB')}</span>
          ) : (
            <span className="art-analytics-total__unavailable">Unavailable right now</span>
          )}
          {extra && <span className="art-analytics-total__extra">{extra}</span>}
        </div>
      ))}
    </section>
  );
}
