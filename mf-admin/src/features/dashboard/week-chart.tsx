import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useState } from 'react';
import { Bar } from 'react-chartjs-2';

// Only the pieces these charts draw: chart.js is tree-shaken down to bars and their axes.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface WeekSeries {
  label: string;
  points: number[];
}

/** A canvas cannot read CSS variables: the theme's tokens are read here, and again when the theme changes. */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(`--ui-color-${name}`).trim();
  return {
    text: token('text'),
    muted: token('muted'),
    grid: token('border'),
    series: [token('accent'), token('info'), token('success'), token('warning')],
  };
}

function useThemeColours() {
  const [colours, setColours] = useState(themeColours);
  useEffect(() => {
    const observer = new MutationObserver(() => setColours(themeColours()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    return () => observer.disconnect();
  }, []);
  return colours;
}

/** Bars per week in the theme's colours; loaded lazily, so the dashboard's numbers show before chart.js arrives. */
export default function WeekChart({ labels, series }: { labels: string[]; series: WeekSeries[] }) {
  const colours = useThemeColours();
  const axis = { ticks: { color: colours.muted }, grid: { color: colours.grid }, border: { color: colours.grid } };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: { legend: { display: series.length > 1, labels: { color: colours.text, boxWidth: 12 } } },
    scales: {
      x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 8 } },
      y: { ...axis, beginAtZero: true, ticks: { ...axis.ticks, precision: 0 } },
    },
  };
  const datasets = series.map((line, n) => ({
    label: line.label,
    data: line.points,
    backgroundColor: colours.series[n % colours.series.length],
  }));
  return <Bar data={{ labels, datasets }} options={options} />;
}
