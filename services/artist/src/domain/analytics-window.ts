import { ANALYTICS_PERIODS, type AnalyticsPeriod, type TimeUnit } from '@easel/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The start of the UTC day, or of its week from Monday, that `date` falls in: as the owners' date_trunc counts it. */
function bucketStart(date: Date, unit: TimeUnit): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return unit === 'week' ? new Date(day.getTime() - sinceMonday * DAY_MS) : day;
}

/** The period's buckets up to the one holding `now`, oldest first, each as its first day ('YYYY-MM-DD'). */
export function analyticsWindow(period: AnalyticsPeriod, now: Date) {
  const { unit, buckets: count } = ANALYTICS_PERIODS[period];
  const last = bucketStart(now, unit).getTime();
  const step = unit === 'week' ? 7 * DAY_MS : DAY_MS;
  const buckets = Array.from({ length: count }, (_, i) => isoDay(new Date(last - (count - 1 - i) * step)));
  return { unit, since: buckets[0]!, buckets };
}
