import { createCommentsRepository } from '../data-access/comments-repository';
import { createPulseRepository } from '../data-access/pulse-repository';
import { createVotesRepository } from '../data-access/votes-repository';
import { rankByVotes } from '../domain/pulse-ranking';
import { isoWeekStart } from '../domain/week';
import type { CommunityContext } from '../service';
import { demoCommentVoters, demoComments, demoVotes } from './demo-community';

/** Comments, upvotes and this week's Pulse top 10 on the featured demo artworks, when there are no comments yet. */
export async function seedDemo({ db, logger }: CommunityContext, now = new Date()): Promise<void> {
  if (!(await createCommentsRepository(db).isEmpty())) return;
  const week = isoWeekStart(now);
  await db.transaction(async (trx) => {
    const comments = createCommentsRepository(trx);
    const planned = demoComments(now);
    const ids = await comments.insertMany(planned);
    await Promise.all(planned.map((comment, i) => comments.upvote(ids[i] as string, demoCommentVoters(comment, i))));
    const votes = createVotesRepository(trx);
    await votes.insertMany(demoVotes(week, now));
    await createPulseRepository(trx).saveWeek(week, rankByVotes(await votes.tallies(week)));
  });
  logger.info({ week }, 'demo community seeded');
}
