import { PULSE_FEATURED } from '@easel/contracts';
import type { OutboxEvent } from '@easel/service-kit';
import type { PulseDeps } from './pulse-deps';
import type { PulsePlace } from './pulse-ranking';

/** Written by a ranking that changed a week's top 10, in its transaction: { week, featured: [{ slug, position }] }. */
export const PULSE_WEEK_RANKED = 'pulse.week-ranked';

export interface WeekRanked {
  week: string;
  featured: PulsePlace[];
}

/**
 * catalog keeps the badges (its own pulse_badges), so listings never wait on community. The week's top 10 is read
 * when the event is delivered, not taken from the event: a late or retried event never puts back an older top 10.
 */
export async function tellFeatured(deps: Pick<PulseDeps, 'pulse' | 'catalog'>, event: OutboxEvent): Promise<void> {
  const { week } = event.payload as WeekRanked;
  await deps.catalog.putFeatured(event.id, week, await deps.pulse.featured(week, PULSE_FEATURED));
}
