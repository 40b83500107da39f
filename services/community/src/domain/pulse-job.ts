import { PULSE_FEATURED } from '@easel/contracts';
import type { PulseDeps, PulseTransaction } from './pulse-deps';
import { PULSE_WEEK_RANKED, type WeekRanked } from './pulse-events';
import { featuredOf, rankWeek, sameFeatured } from './pulse-ranking';
import { isoWeekStart } from './week';

/**
 * One run of the ranking job: weeks that have ended are ranked one last time and marked final, then the running week
 * is ranked live, so a new week is never empty on Monday. Answers false when another replica was running it.
 */
export async function rankPulse(
  deps: Pick<PulseDeps, 'catalog' | 'inRankingTurn' | 'now'>,
  now = deps.now(),
): Promise<boolean> {
  const week = isoWeekStart(now);
  // Asked before the lock is taken: a slow catalog never holds the other replicas' turn.
  const candidates = await deps.catalog.candidates();
  const ran = await deps.inRankingTurn(async (tx) => {
    for (const past of await tx.pulse.unfinishedBefore(week)) {
      // An ended week keeps the candidates it had at its last live ranking: this week's new works are not its own.
      await rankAndStore(tx, past, await storedSlugs(tx, past));
      await tx.pulse.markFinal(past);
    }
    // When catalog is silent, the running week goes on with the candidates it had: votes still move them.
    await rankAndStore(tx, week, candidates ?? (await storedSlugs(tx, week)));
    return true;
  });
  return ran ?? false;
}

/**
 * An admin's recompute of one week, by the job's own rule: the running week with catalog's candidates (or the ones it
 * had), an ended week with the candidates it kept, then marked final. Answers false when another replica was ranking.
 */
export async function recomputeWeek(
  deps: Pick<PulseDeps, 'catalog' | 'inRankingTurn' | 'now'>,
  week: string,
): Promise<boolean> {
  const running = week === isoWeekStart(deps.now());
  const candidates = running ? await deps.catalog.candidates() : undefined;
  const ran = await deps.inRankingTurn(async (tx) => {
    await rankAndStore(tx, week, candidates ?? (await storedSlugs(tx, week)));
    if (!running) await tx.pulse.markFinal(week);
    return true;
  });
  return ran ?? false;
}

const storedSlugs = async (tx: PulseTransaction, week: string) =>
  (await tx.pulse.week(week)).map((entry) => entry.artSlug);

async function rankAndStore(tx: PulseTransaction, week: string, candidates: string[]): Promise<void> {
  const before = await tx.pulse.featured(week, PULSE_FEATURED);
  const entries = rankWeek(week, candidates, await tx.votes.tallies(week));
  await tx.pulse.replaceWeek(week, entries);
  const featured = featuredOf(entries);
  if (!sameFeatured(before, featured))
    await tx.events.write(PULSE_WEEK_RANKED, { week, featured } satisfies WeekRanked);
}

/** The job: a run at start (a fresh platform has a ranking at once), then every rankEveryMs. Answers its stop function. */
export function startPulseRanking(
  deps: Pick<PulseDeps, 'catalog' | 'inRankingTurn' | 'now' | 'rankEveryMs' | 'logger'>,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = async () => {
    running = rankPulse(deps).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'the Weekly Pulse could not be ranked'),
    );
    await running;
    if (!stopped) timer = setTimeout(run, deps.rankEveryMs).unref();
  };
  void run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
