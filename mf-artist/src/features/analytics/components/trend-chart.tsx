import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { ChartColours } from '../hooks/use-theme-colours';

// Only the pieces these charts draw: chart.js is tree-shaken down to bars, lines and their axes.
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export interface TrendLine {
  label: string;
  points: number[];
  colour: string;
  kind: 'bar' | 'line';
  /** A second scale on the right, for money beside counts. */
  rightAxis?: boolean;
}

interface TrendChartProps {
  labels: string[];
  lines: TrendLine[];
  colours: ChartColours;
}

/** One chart of the page: counts per day or week, drawn in the theme's colours (the page gives a table beside it). */
export function TrendChart({ labels, lines, colours }: TrendChartProps) {
  const data: ChartData<'bar' | 'line', number[], string> = {
    labels,
    datasets: lines.map((line) => ({
      type: line.kind,
      label: line.label,
      data: line.points,
      backgroundColor: line.colour,
      borderColor: line.colour,
      borderWidth: line.kind === 'line' ? 2 : 0,
      pointRadius: line.kind === 'line' ? 2 : 0,
      yAxisID: line.rightAxis ? 'amount' : 'count',
    })),
  };
  const axis = { ticks: { color: colours.muted }, grid: { color: colours.grid }, border: { color: colours.grid } };
  const hasRightAxis = lines.some((line) => line.rightAxis);
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: { legend: { labels: { color: colours.text, boxWidth: 12 } } },
    scales: {
      x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 12 } },
      count: { ...axis, beginAtZero: true, ticks: { ...axis.ticks, precision: 0 } },
      ...(hasRightAxis
        ? { amount: { ...axis, position: 'right' as const, beginAtZero: true, grid: { drawOnChartArea: false } } }
        : {}),
    },
  };
  return <Chart type="bar" data={data} options={options} />;
}
