import { lazy, Suspense } from 'react';
import { Spinner } from '@easel/ui';
import type { WeekSeries } from './week-chart';

const WeekChart = lazy(() => import('./week-chart'));

const weekLabel = (monday: string) =>
  new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

interface WeekFigureProps {
  id: string;
  title: string;
  weeks: string[];
  series: WeekSeries[];
  /** How a number reads in the sentence and the table: a count, or money. */
  format?: (value: number) => string;
}

/** A chart of the last weeks with its sentence and its numbers as a table: the canvas is hidden from screen readers, the text is not. */
export function WeekFigure({ id, title, weeks, series, format = String }: WeekFigureProps) {
  const labels = weeks.map(weekLabel);
  const totals = series.map(
    (line) =>
      `${format(line.points.reduce((sum, point) => sum + point, 0))}${series.length > 1 ? ` (${line.label})` : ''}`,
  );
  return (
    <figure className="adm-dashboard__figure" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="adm-dashboard__summary">
        {totals.length
          ? `${totals.join(', ')} in ${weeks.length} weeks; ${format(series[0]?.points.at(-1) ?? 0)} this week.`
          : `None in ${weeks.length} weeks.`}
      </p>
      <div className="adm-dashboard__canvas" aria-hidden="true">
        <Suspense fallback={<Spinner label="Loading the chart" />}>
          <WeekChart labels={labels} series={series} />
        </Suspense>
      </div>
      <details className="adm-dashboard__table">
        <summary>Show the numbers</summary>
        <table>
          <caption>{title}, per week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {series.map((line) => (
                <th scope="col" key={line.label}>
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week}>
                <th scope="row">{labels[i]}</th>
                {series.map((line) => (
                  <td key={line.label}>{format(line.points[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
