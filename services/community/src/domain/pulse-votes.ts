import { NOT_YET_IN_PULSE, PULSE_VOTABLE, VOTING_CLOSED, type UpvoteAnswer, NO_ART_FOUND } from '@easel/contracts';
import { isLimitReached, NotAllowedError, NotFoundError, TooManyRequestsError } from '@easel/service-kit';
import type { PulseDeps } from './pulse-deps';
import { isoWeekStart } from './week';

const TOO_MANY_VOTES = 'Too many votes, please wait a minute';
const UPVOTED = 'Upvoted';
const UPVOTE_REMOVED = 'Upvote removed';

/**
 * POST /pulse/upvote/:slug: an account's vote for the running week, or its undo. One vote per account, artwork and
 * week whatever browser it comes from; the browser's fp is kept so a visitor there sees it as theirs.
 */
export async function toggleUpvote(
  deps: Pick<PulseDeps, 'pulse' | 'votes' | 'voteLimiter' | 'logger' | 'now'>,
  { userId, fp, artSlug }: { userId: string; fp: string | null; artSlug: string },
): Promise<UpvoteAnswer> {
  await takeVoteTurn(deps, userId);
  const now = deps.now();
  const week = isoWeekStart(now);
  const entry = await deps.pulse.entry(week, artSlug);
  if (!entry) throw new NotFoundError(NO_ART_FOUND);
  if (!(await deps.pulse.state(week)).votingOpen) throw new NotAllowedError(VOTING_CLOSED);
  // Taking a vote back is allowed wherever the artwork now stands; a new one only near the top.
  const voted = await deps.votes.hasVoted(artSlug, week, { userId, fp: null });
  if (!voted && entry.position > PULSE_VOTABLE) throw new NotAllowedError(NOT_YET_IN_PULSE);
  const isUpvoted = await deps.votes.toggle({ artSlug, voter: userId, fp, week, createdAt: now });
  return {
    message: isUpvoted ? UPVOTED : UPVOTE_REMOVED,
    isUpvoted,
    totalUpvotes: await deps.votes.count(artSlug, week),
  };
}

async function takeVoteTurn(deps: Pick<PulseDeps, 'voteLimiter' | 'logger'>, userId: string): Promise<void> {
  try {
    await deps.voteLimiter.consume(userId);
  } catch (error) {
    if (isLimitReached(error)) throw new TooManyRequestsError(TOO_MANY_VOTES);
    // The counter's store failed; a vote is not worth refusing for that.
    deps.logger.warn({ err: error }, 'vote limit not counted');
  }
}
