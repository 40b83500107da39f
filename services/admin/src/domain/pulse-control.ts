import type { AdminPulseState, AdminPulseWeek, PulseWeekAnswer } from '@easel/contracts';
import { AppError } from '@easel/service-kit';
import type { Admin } from './admin';
import type { AdminDeps } from './admin-deps';

type PulseControlDeps = Pick<AdminDeps, 'services' | 'auditLog'>;

const weekPath = (week: string) => `/internal/pulse/weeks/${encodeURIComponent(week)}`;
/** The audit line keeps the top of the ranking, not every row. */
const topOf = (ranking: PulseWeekAnswer | null) =>
  ranking?.entries.slice(0, 10).map(({ slug, votes }) => ({ slug, votes })) ?? [];
// catalog's /internal/artworks takes at most this many slugs a call
const SLUGS_A_CALL = 50;

/** The titles of the ranked works; the ranking still shows (by slug) when catalog does not answer. */
async function titlesOf(deps: PulseControlDeps, slugs: string[]): Promise<Map<string, string>> {
  const chunks = Array.from({ length: Math.ceil(slugs.length / SLUGS_A_CALL) }, (_, n) =>
    slugs.slice(n * SLUGS_A_CALL, (n + 1) * SLUGS_A_CALL),
  );
  const answers = await Promise.all(
    chunks.map((chunk) =>
      deps.services
        .get<{ artworks: { slug: string; title: string }[] }>(
          'catalog',
          `/internal/artworks?slugs=${chunk.map(encodeURIComponent).join(',')}`,
        )
        .then(({ body }) => body.artworks)
        .catch(() => []),
    ),
  );
  return new Map(answers.flat().map((artwork) => [artwork.slug, artwork.title]));
}

const withTitles = async (deps: PulseControlDeps, ranking: PulseWeekAnswer): Promise<AdminPulseWeek> => {
  const titles = await titlesOf(
    deps,
    ranking.entries.map((entry) => entry.slug),
  );
  return { ...ranking, entries: ranking.entries.map((entry) => ({ ...entry, title: titles.get(entry.slug) ?? null })) };
};

export const pulseState = async (deps: PulseControlDeps) =>
  (await deps.services.get<AdminPulseState>('community', '/internal/pulse/state')).body;

const rankingOf = async (deps: PulseControlDeps, week: string) =>
  (await deps.services.get<PulseWeekAnswer>('community', weekPath(week))).body;

export const pulseWeek = async (deps: PulseControlDeps, week: string) => withTitles(deps, await rankingOf(deps, week));

/** The switch the public art page reads: closed, it shows its 'voting closed' warning and refuses votes. */
export async function setPulseVoting(
  deps: PulseControlDeps,
  admin: Admin,
  open: boolean,
  reason: string,
): Promise<AdminPulseState> {
  const before = await pulseState(deps);
  await deps.services.put('community', '/internal/pulse/voting', { open });
  const after = await pulseState(deps);
  await deps.auditLog.record({
    adminId: admin.id,
    action: open ? 'pulse.voting-open' : 'pulse.voting-close',
    target: `pulse-week:${after.week}`,
    reason,
    before: { votingOpen: before.votingOpen },
    after: { votingOpen: after.votingOpen },
  });
  return after;
}

/** Ranks the week again from its votes (community's ranking job does the work); the line keeps the top before and after. */
export async function recomputePulseWeek(
  deps: PulseControlDeps,
  admin: Admin,
  week: string,
  reason: string,
): Promise<AdminPulseWeek> {
  // A week not ranked yet has no rows before: that 404 is no reason to stop.
  const before = await rankingOf(deps, week).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  const { body: after } = await deps.services.post<PulseWeekAnswer>('community', `${weekPath(week)}/recompute`);
  await deps.auditLog.record({
    adminId: admin.id,
    action: 'pulse.recompute',
    target: `pulse-week:${week}`,
    reason,
    before: { top: topOf(before) },
    after: { top: topOf(after) },
  });
  return withTitles(deps, after);
}
