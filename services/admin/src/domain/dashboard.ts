import {
  DASHBOARD_WEEKS,
  OUTBOX_SERVICES,
  type DashboardAnswer,
  type FailedDelivery,
  type WeeklyCountsAnswer,
  type WeeklySalesAnswer,
} from '@easel/contracts';
import type { AdminDeps } from './admin-deps';

const DAY_MS = 86_400_000;

/** The Mondays ('YYYY-MM-DD', UTC) of the last DASHBOARD_WEEKS weeks, this one last. */
export function lastWeeks(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: DASHBOARD_WEEKS }, (_, n) =>
    new Date(monday - (DASHBOARD_WEEKS - 1 - n) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

interface OutboxBacklog {
  failing: {
    id: string;
    type: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string;
    createdAt: string;
  }[];
}

/**
 * The dashboard: new users (identity), new artworks (catalog), orders and revenue (commerce) per week, and the outbox
 * deliveries that failed in each service. A service that does not answer is named, and the rest still shows.
 */
export async function dashboard({ services, now }: Pick<AdminDeps, 'services' | 'now'>): Promise<DashboardAnswer> {
  const weeks = lastWeeks(now());
  const since = `since=${weeks[0]}`;
  const unreachable: string[] = [];
  const asked = async <T>(service: (typeof OUTBOX_SERVICES)[number], path: string, fallback: T): Promise<T> => {
    try {
      return (await services.get<T>(service, path)).body;
    } catch {
      if (!unreachable.includes(service)) unreachable.push(service);
      return fallback;
    }
  };
  const [users, artworks, sales, ...backlogs] = await Promise.all([
    asked<WeeklyCountsAnswer>('identity', `/internal/dashboard/new-users?${since}`, { weeks: [] }),
    asked<WeeklyCountsAnswer>('catalog', `/internal/dashboard/new-artworks?${since}`, { weeks: [] }),
    asked<WeeklySalesAnswer>('commerce', `/internal/dashboard/sales?${since}`, { weeks: [] }),
    ...OUTBOX_SERVICES.map((service) => asked<OutboxBacklog>(service, '/internal/outbox', { failing: [] })),
  ]);
  const perWeek = (counts: WeeklyCountsAnswer) =>
    weeks.map((week) => counts.weeks.find((row) => row.week === week)?.count ?? 0);
  const currencies = [...new Set(sales.weeks.map((row) => row.currency))].sort();
  const failedDeliveries: FailedDelivery[] = OUTBOX_SERVICES.flatMap((service, n) =>
    backlogs[n]!.failing.map((event) => ({ service, ...event })),
  );
  return {
    weeks,
    newUsers: perWeek(users),
    newArtworks: perWeek(artworks),
    orders: weeks.map((week) =>
      sales.weeks.filter((row) => row.week === week).reduce((sum, row) => sum + row.orders, 0),
    ),
    revenue: currencies.map((currency) => ({
      currency,
      amounts: weeks.map(
        (week) => sales.weeks.find((row) => row.week === week && row.currency === currency)?.amount ?? 0,
      ),
    })),
    failedDeliveries: failedDeliveries.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    unreachable,
  };
}
