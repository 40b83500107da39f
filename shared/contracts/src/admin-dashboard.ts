import { z } from 'zod';

/** The dashboard's charts cover the last this many weeks, the current one included. */
export const DASHBOARD_WEEKS = 12;

/** The services whose outbox the dashboard watches (each mounts service-kit's GET /internal/outbox). */
export const OUTBOX_SERVICES = ['identity', 'catalog', 'artist', 'commerce', 'community'] as const;
export type OutboxService = (typeof OUTBOX_SERVICES)[number];

/** The internal weekly counts (identity's new users, catalog's new artworks, commerce's orders): from this UTC Monday on. */
export const weeklySinceQuery = z.object({ since: z.iso.date('Since must be a date (YYYY-MM-DD)') });
/** A week by its Monday ('YYYY-MM-DD') and how many; weeks with none are left out. */
interface WeeklyCount {
  week: string;
  count: number;
}
export interface WeeklyCountsAnswer {
  weeks: WeeklyCount[];
}
/** Commerce's orders per week and currency, cancelled (refunded) orders left out; amount is what cards paid, in major units. */
export interface WeeklySalesAnswer {
  weeks: { week: string; currency: string; orders: number; amount: number }[];
}

/** An outbox event that failed at least once and is still to deliver, and which service holds it. */
export interface FailedDelivery {
  service: OutboxService;
  id: string;
  type: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

/** GET /admin/dashboard */
export interface DashboardAnswer {
  /** each week's Monday, oldest first */
  weeks: string[];
  newUsers: number[];
  newArtworks: number[];
  orders: number[];
  /** revenue per currency, in major units, one amount per week */
  revenue: { currency: string; amounts: number[] }[];
  failedDeliveries: FailedDelivery[];
  /** services that did not answer: their numbers show as 0 and their outbox is unknown */
  unreachable: string[];
}
