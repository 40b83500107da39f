import {
  commentProblem,
  normaliseBreaks,
  COMMENT_BUSY,
  type CommentsAnswer,
  type CommentView,
  type MentionAnswer,
  type NewCommentAnswer,
  type NewCommentInput,
  type UpvoteAnswer,
  isUuid,
  isSlug,
  NO_ART_FOUND,
} from '@easel/contracts';
import {
  ConflictError,
  InputError,
  isLimitReached,
  NotAllowedError,
  NotAuthenticatedError,
  NotFoundError,
  TooManyRequestsError,
  type Limiter,
} from '@easel/service-kit';
import { cleanCommentHtml } from './comment-html';
import type { CommentDeps, Reader, StoredComment } from './comment-deps';

const COMMENT_POSTED = 'Comment posted';
const COMMENT_DELETED = 'Comment deleted';
const COMMENT_NOT_FOUND = 'Comment not found';
const NOT_YOUR_COMMENT = 'You can only delete your own comments';
const POSTING_TOO_FAST = 'You are commenting too fast, please wait a minute';
const VOTING_TOO_FAST = 'Too many votes, please wait a minute';
/** Per account: comments posted, and comment upvotes, in any minute. */
export const POSTS_PER_MINUTE = 5;
export const UPVOTES_PER_MINUTE = 30;
const MENTIONS_MAX = 8;

function toView(comment: StoredComment, callerId: string | null): CommentView {
  return {
    _id: comment.id,
    content: comment.html,
    date: comment.createdAt.toISOString(),
    user: { id: comment.userId, name: comment.userName, avatar: comment.userAvatar, slug: comment.userSlug },
    isUpvoted: comment.isUpvoted,
    totalUpvotes: comment.totalUpvotes,
    isOwn: comment.userId === callerId,
  };
}

export async function listComments(
  { comments }: Pick<CommentDeps, 'comments'>,
  artSlug: string,
  page: { skip: number; limit: number },
  reader: Reader,
): Promise<CommentsAnswer> {
  // Not a slug's shape: no artwork has that name, so there is nothing to look up.
  if (!isSlug(artSlug)) throw new NotFoundError(NO_ART_FOUND);
  const found = await comments.page(artSlug, page.skip, page.limit, reader);
  return { comments: found.map((comment) => toView(comment, reader.userId)) };
}

/** What is stored of a comment: breaks normalised, cleaned to the allowlist, normalised again (cleaning can bring breaks together). */
function storedCommentHtml(html: string): string {
  const before = commentProblem(html);
  if (before) throw new InputError(before);
  const stored = normaliseBreaks(cleanCommentHtml(normaliseBreaks(html)));
  // Markup alone (a script, an image) cleans down to nothing: the rules say so.
  const after = commentProblem(stored);
  if (after) throw new InputError(after);
  return stored;
}

async function spend(limiter: Limiter, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (isLimitReached(error)) throw new TooManyRequestsError(message);
    throw error;
  }
}

export async function postComment(
  deps: CommentDeps,
  userId: string,
  input: NewCommentInput,
): Promise<NewCommentAnswer> {
  const html = storedCommentHtml(input.html);
  if (!(await deps.postingLocks.claim(userId))) throw new ConflictError(COMMENT_BUSY);
  try {
    await spend(deps.limits.posting, userId, POSTING_TOO_FAST);
    const [artwork, author] = await Promise.all([deps.artworks.artwork(input.artId), deps.people.author(userId)]);
    if (!artwork) throw new NotFoundError(NO_ART_FOUND);
    // The token was valid a moment ago, but the account has since gone.
    if (!author) throw new NotAuthenticatedError();
    const comment = await deps.comments.insert({
      artSlug: artwork.slug,
      userId,
      userName: author.name,
      userAvatar: author.avatar,
      userSlug: author.slug,
      html,
    });
    return { message: COMMENT_POSTED, comment: toView(comment, userId) };
  } finally {
    await deps.postingLocks.release(userId);
  }
}

async function commentOn(
  { comments }: Pick<CommentDeps, 'comments'>,
  artSlug: string,
  commentId: string,
  reader: Reader,
) {
  const comment = isUuid(commentId) ? await comments.find(artSlug, commentId, reader) : undefined;
  if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
  return comment;
}

export async function toggleUpvote(
  deps: CommentDeps,
  artSlug: string,
  commentId: string,
  reader: Reader & { userId: string },
): Promise<UpvoteAnswer> {
  await spend(deps.limits.upvoting, reader.userId, VOTING_TOO_FAST);
  await commentOn(deps, artSlug, commentId, reader);
  const answer = await deps.comments.toggleUpvote(commentId, reader.userId, reader.fp);
  return { message: answer.isUpvoted ? 'Upvoted' : 'Upvote removed', ...answer };
}

export async function deleteComment(
  deps: Pick<CommentDeps, 'comments'>,
  artSlug: string,
  commentId: string,
  userId: string,
): Promise<{ message: string }> {
  const comment = await commentOn(deps, artSlug, commentId, { userId, fp: null });
  if (comment.userId !== userId) throw new NotAllowedError(NOT_YOUR_COMMENT);
  await deps.comments.softDelete(comment.id);
  return { message: COMMENT_DELETED };
}

/** People to @-mention on an artwork: its artist when their name matches, then its commenters, then other commenters. */
export async function mentionable(
  deps: Pick<CommentDeps, 'comments' | 'artworks'>,
  artSlug: string,
  q: string,
): Promise<MentionAnswer> {
  // Suggestions go on without the artist when catalog does not answer.
  const [artwork, authors] = await Promise.all([
    deps.artworks.artwork(artSlug).catch(() => undefined),
    deps.comments.authors(artSlug, q, MENTIONS_MAX),
  ]);
  const artist = artwork && artwork.owner.name.toLowerCase().includes(q.toLowerCase()) ? [artwork.owner] : [];
  const people = [...artist, ...authors.filter((person) => person.id !== artwork?.owner.id)];
  return { people: people.slice(0, MENTIONS_MAX).map(({ id, name, slug }) => ({ id, name, slug })) };
}
