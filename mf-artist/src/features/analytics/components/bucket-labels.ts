import { formatPrice } from '@easel/contracts';
import type { AnalyticsSummary, SalesAmount, TimeUnit } from '@easel/contracts';

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '24 Nov' for a day, 'w/c 17 Nov' (week commencing) for a week: buckets are UTC days and Mondays. */
export const bucketLabel = (bucket: string, unit: TimeUnit) => {
  const label = dayMonth.format(new Date(`${bucket}T00:00:00Z`));
  return unit === 'week' ? `w/c ${label}` : label;
};

export const periodWords = (summary: Pick<AnalyticsSummary, 'unit'>) =>
  summary.unit === 'week' ? 'the last 12 weeks' : 'the last 30 days';

export const counted = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

export const money = (amount: SalesAmount) => formatPrice(amount.totalMinor / 100, amount.currency);

export const pointMoney = (minor: number, currency: string) => formatPrice(minor / 100, currency);

/** A chart said in a sentence: its total and its busiest day or week. */
export function trendSentence(summary: AnalyticsSummary, points: number[], one: string, many: string): string {
  const total = points.reduce((sum, n) => sum + n, 0);
  if (total === 0) return `No ${many} in ${periodWords(summary)}.`;
  const best = points.indexOf(Math.max(...points));
  const when = bucketLabel(summary.buckets[best]!, summary.unit);
  return `${counted(total, one, many)} in ${periodWords(summary)}; the most ${summary.unit === 'week' ? 'in the week of' : 'on'} ${when.replace('w/c ', '')} (${points[best]}).`;
}
