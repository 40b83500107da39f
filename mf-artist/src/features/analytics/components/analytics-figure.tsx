import type { ReactNode } from 'react';
import type { AnalyticsSummary } from '@easel/contracts';
import type { ChartColours } from '../hooks/use-theme-colours';
import { bucketLabel } from './bucket-labels';
import { TrendChart, type TrendLine } from './trend-chart';

interface FigureColumn extends TrendLine {
  /** How a table cell says a point: the count, or money. */
  cell?: (point: number) => string;
}

interface AnalyticsFigureProps {
  id: string;
  title: string;
  /** The chart in one or two sentences, always shown: the text alternative at a glance. */
  summary: ReactNode;
  summaryData: AnalyticsSummary;
  columns: FigureColumn[];
  colours: ChartColours;
}

/** A chart with its sentence and its numbers as a table: the canvas is hidden from screen readers, the text is not. */
export function AnalyticsFigure({ id, title, summary, summaryData, columns, colours }: AnalyticsFigureProps) {
  const labels = summaryData.buckets.map((bucket) => bucketLabel(bucket, summaryData.unit));
  const firstColumn = summaryData.unit === 'week' ? 'Week' : 'Day';
  return (
    <figure className="art-analytics-figure" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="art-analytics-figure__summary">{summary}</p>
      <div className="art-analytics-figure__canvas" aria-hidden="true">
        <TrendChart labels={labels} lines={columns} colours={colours} />
      </div>
      <details className="art-analytics-figure__table">
        <summary>Show the numbers</summary>
        <table>
          <caption>
            {title}, per {firstColumn.toLowerCase()}
          </caption>
          <thead>
            <tr>
              <th scope="col">{firstColumn}</th>
              {columns.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={summaryData.buckets[i]}>
                <th scope="row">{label}</th>
                {columns.map((column) => (
                  <td key={column.label}>
                    {column.cell ? column.cell(column.points[i] ?? 0) : (column.points[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
