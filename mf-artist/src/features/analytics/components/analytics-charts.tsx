import type { AnalyticsSeries, AnalyticsSummary } from '@easel/contracts';
import { useThemeColours } from '../hooks/use-theme-colours';
import { AnalyticsFigure } from './analytics-figure';
import { pointMoney, trendSentence } from './bucket-labels';

const unavailable = (what: string) => `${what} are unavailable right now; try again in a moment.`;
const said = (summary: AnalyticsSummary, series: AnalyticsSeries, what: string, one: string, many: string) =>
  series.available ? trendSentence(summary, series.points, one, many) : unavailable(what);

/** Audience, likes and saves, and sales over the period: one chart each, with their text alternatives. */
export function AnalyticsCharts({ summary }: { summary: AnalyticsSummary }) {
  const colours = useThemeColours();
  const { views, saves, likes, sales } = summary;
  return (
    <div className="art-analytics-charts">
      <AnalyticsFigure
        id="art-analytics-audience"
        title="Audience"
        summary={said(summary, views, 'Views', 'view', 'views')}
        summaryData={summary}
        colours={colours}
        columns={[{ label: 'Views', points: views.points, colour: colours.views, kind: 'line' }]}
      />
      <AnalyticsFigure
        id="art-analytics-engagement"
        title="Saves and likes"
        summary={`${said(summary, saves, 'Saves', 'save', 'saves')} ${said(summary, likes, 'Likes', 'like', 'likes')}`}
        summaryData={summary}
        colours={colours}
        columns={[
          { label: 'Saves', points: saves.points, colour: colours.saves, kind: 'bar' },
          { label: 'Likes', points: likes.points, colour: colours.likes, kind: 'bar' },
        ]}
      />
      <AnalyticsFigure
        id="art-analytics-sales"
        title="Sales"
        summary={said(summary, sales, 'Sales', 'sale', 'sales')}
        summaryData={summary}
        colours={colours}
        columns={[
          { label: 'Sales', points: sales.points, colour: colours.sales, kind: 'bar' },
          ...sales.amounts.map((amount) => ({
            label: `Amount (${amount.currency})`,
            // Drawn in major units on the right scale; the table says the money.
            points: amount.points.map((minor) => minor / 100),
            colour: colours.amount,
            kind: 'line' as const,
            rightAxis: true,
            cell: (major: number) => pointMoney(major * 100, amount.currency),
          })),
        ]}
      />
    </div>
  );
}
