import type { Db } from '@easel/service-kit';
import { createCommentsRepository } from '../data-access/comments-repository';
import { createVotesRepository } from '../data-access/votes-repository';
import type { PulseDeps } from '../domain/pulse-deps';
import { rankPulse } from '../domain/pulse-job';
import { isoWeekStart } from '../domain/week';
import { demoCommentVoters, demoComments, demoVotes } from './demo-community';

/** What the demo seed writes with: the database, and the Pulse's ranking for the seeded week. */
type SeedDeps = Pick<PulseDeps, 'catalog' | 'inRankingTurn' | 'now' | 'logger'> & { db: Db };

/** Comments, upvotes and this week's Pulse ranking on the featured demo artworks, when there are no comments yet. */
export async function seedDemo(deps: SeedDeps, now = deps.now()): Promise<void> {
  const { db, logger } = deps;
  if (!(await createCommentsRepository(db).isEmpty())) return;
  const week = isoWeekStart(now);
  await db.transaction(async (trx) => {
    const comments = createCommentsRepository(trx);
    const planned = demoComments(now);
    const ids = await comments.insertMany(planned);
    await Promise.all(planned.map((comment, i) => comments.upvote(ids[i] as string, demoCommentVoters(comment, i))));
    const votes = createVotesRepository(trx);
    await votes.insertMany(demoVotes(week, now));
  });
  // Ranked once now, so the seeded week has its top 10 before the job's first run.
  await rankPulse(deps, now);
  logger.info({ week }, 'demo community seeded');
}
