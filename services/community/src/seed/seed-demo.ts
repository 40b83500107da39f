import { createCommentsRepository } from '../data-access/comments-repository';
import { createVotesRepository } from '../data-access/votes-repository';
import { pulseDepsOf } from '../domain/pulse-deps';
import { rankPulse } from '../domain/pulse-job';
import { isoWeekStart } from '../domain/week';
import type { CommunityContext } from '../service';
import { demoCommentVoters, demoComments, demoVotes } from './demo-community';

/** Comments, upvotes and this week's Pulse ranking on the featured demo artworks, when there are no comments yet. */
export async function seedDemo(ctx: CommunityContext, now = new Date()): Promise<void> {
  const { db, logger } = ctx;
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
  await rankPulse(pulseDepsOf(ctx), now);
  logger.info({ week }, 'demo community seeded');
}
