import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@easel/contracts';

interface AnalyticsFiltersProps {
  period: AnalyticsPeriod;
  art: string;
  works: { slug: string; title: string }[];
  onChange(choice: { period: AnalyticsPeriod; art: string }): void;
}

/** The period (30 days by day, 12 weeks by week) and which work: all, or one of the artist's. */
export function AnalyticsFilters({ period, art, works, onChange }: AnalyticsFiltersProps) {
  return (
    <div className="art-analytics-filters">
      <label>
        <span>Period</span>
        <select value={period} onChange={(event) => onChange({ period: event.target.value as AnalyticsPeriod, art })}>
          {Object.entries(ANALYTICS_PERIODS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Artwork</span>
        <select value={art} onChange={(event) => onChange({ period, art: event.target.value })}>
          <option value="">All artworks</option>
          {works.map((work) => (
            <option key={work.slug} value={work.slug}>
              {work.title}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
