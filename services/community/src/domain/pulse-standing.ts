import type { PulseStanding, PulseWeekAnswer, PulseWeeksAnswer } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import type { Voter } from '../data-access/votes-repository';
import type { PulseDeps } from './pulse-deps';
import { placeIn } from './pulse-ranking';
import { isoWeekStart } from './week';

const NO_PULSE_FOR_WEEK = 'No Pulse for this week';

type ReadDeps = Pick<PulseDeps, 'pulse' | 'votes' | 'views' | 'now'>;

/** Only the running week takes votes, and only while its switch is on. */
async function votingOpen(deps: ReadDeps, week: string): Promise<boolean> {
  return week === isoWeekStart(deps.now()) && (await deps.pulse.state(week)).votingOpen;
}

/**
 * GET /pulse/art/:slug: an artwork's standing in a week (the running one unless asked), for the rank, arrows and
 * upvote on /art2. Opening it counts one view per browser, for the artworks the Pulse knows.
 */
export async function standingOf(
  deps: ReadDeps,
  artSlug: string,
  viewer: Voter,
  askedWeek?: string,
): Promise<PulseStanding> {
  const running = isoWeekStart(deps.now());
  const week = askedWeek ?? running;
  if (week > running) throw new NotFoundError(NO_PULSE_FOR_WEEK);
  const place = placeIn(await deps.pulse.week(week), artSlug);
  if (place && viewer.fp) await deps.views.count(artSlug, viewer.fp);
  const [totalUpvotes, isUpvoted, open, views] = await Promise.all([
    deps.votes.count(artSlug, week),
    deps.votes.hasVoted(artSlug, week, viewer),
    votingOpen(deps, week),
    deps.views.total(artSlug),
  ]);
  return {
    slug: artSlug,
    week,
    position: place?.position ?? null,
    prevSlug: place?.prevSlug ?? null,
    nextSlug: place?.nextSlug ?? null,
    totalUpvotes,
    isUpvoted,
    votingOpen: open,
    views,
  };
}

export async function pulseWeeks(deps: Pick<PulseDeps, 'pulse'>): Promise<PulseWeeksAnswer> {
  return { weeks: await deps.pulse.weeks() };
}

/** GET /pulse/week/:week: a week's whole ranking; the running week is live, an ended one final. */
export async function pulseWeek(deps: ReadDeps, week: string): Promise<PulseWeekAnswer> {
  const entries = await deps.pulse.week(week);
  if (!entries.length) throw new NotFoundError(NO_PULSE_FOR_WEEK);
  const [{ final }, open] = await Promise.all([deps.pulse.state(week), votingOpen(deps, week)]);
  return {
    week,
    final,
    votingOpen: open,
    entries: entries.map((e) => ({ slug: e.artSlug, position: e.position, votes: e.votes })),
  };
}
