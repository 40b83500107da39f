import type { PointerEvent } from 'react';
import { useSelector } from 'react-redux';
import type { CommentView } from '@easel/contracts';
import { selectIsLoggedIn } from '@easel/store';
import { Avatar, PageLink } from '@easel/ui';
import { relativeTime } from '../../../shared/relative-time';
import { CommentContent } from './comment-content';
import { CommentUpvote } from './comment-upvote';
import { DeleteComment } from './delete-comment';
import { ReportButton } from '../../../shared/report/report-button';

/** One comment: who wrote it and when, what they wrote, and what the reader may do with it. */
export function CommentItem({ slug, comment, now }: { slug: string; comment: CommentView; now: number }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { user } = comment;
  return (
    <li className="cmy-comment" aria-label={`Comment by ${user.name}`}>
      <Avatar src={user.avatar} name={user.name} />
      <div className="cmy-comment__main">
        <p className="cmy-comment__by">
          {user.slug ? (
            <PageLink className="cmy-comment__author" href={`/artist/${user.slug}`}>
              {user.name}
            </PageLink>
          ) : (
            <span className="cmy-comment__author">{user.name}</span>
          )}
          <time className="cmy-comment__time" dateTime={comment.date} onPointerEnter={writeExactTime}>
            {relativeTime(comment.date, now)}
          </time>
        </p>
        <CommentContent html={comment.content} />
        <div className="cmy-comment__actions">
          <CommentUpvote slug={slug} comment={comment} />
          {comment.isOwn && <DeleteComment slug={slug} commentId={comment._id} />}
          {loggedIn && !comment.isOwn && (
            <ReportButton
              target={{ kind: 'comment', artSlug: slug, commentId: comment._id }}
              className="cmy-comment__action"
            />
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * The exact time in the reader's own locale, as the tooltip of '5 min ago', written when a pointer first comes to it: a
 * page's first toLocaleString loads ICU's locale data (~70 ms of a slow phone's main thread as the comments are drawn).
 */
function writeExactTime(event: PointerEvent<HTMLTimeElement>) {
  const time = event.currentTarget;
  if (!time.title) time.title = new Date(time.dateTime).toLocaleString();
}
