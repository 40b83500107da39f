import { useRef } from 'react';
import { useSelector } from 'react-redux';
import type { CommentView } from '@easel/contracts';
import { UPVOTE_BUSY } from '@easel/contracts';
import { selectIsLoggedIn } from '@easel/store';
import { notify } from '@easel/ui';
import { goToLogin } from '../../../shared/go-to-login';
import { useUpvoteCommentMutation } from '../api/comments-api';

/** Upvote / Upvoted with the count (spec §4). One upvote at a time on the page: the others wait and say so. */
export function CommentUpvote({ slug, comment }: { slug: string; comment: CommentView }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const [upvote, { isLoading }] = useUpvoteCommentMutation({ fixedCacheKey: 'comment-upvote' });
  const sending = useRef(false);
  const busy = isLoading || sending.current;
  const toggle = async () => {
    if (!loggedIn) return goToLogin();
    if (busy) return void notify.warning(UPVOTE_BUSY);
    sending.current = true;
    await upvote({ slug, commentId: comment._id });
    sending.current = false;
  };
  // aria-disabled rather than disabled: a press meanwhile still reaches it, to say 'Please wait'.
  return (
    <button
      type="button"
      className="cmy-comment__action cmy-comment-upvote"
      aria-pressed={comment.isUpvoted}
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
    >
      {comment.isUpvoted ? 'Upvoted' : 'Upvote'}{' '}
      <span className="cmy-comment-upvote__count">{comment.totalUpvotes}</span>
    </button>
  );
}
