import { useId } from 'react';
import { useSelector } from 'react-redux';
import { LOGIN_TO_COMMENT } from '@easel/contracts/src/community';
import { selectUser } from '@easel/store';
import { Button } from '@easel/ui';
import { goToLogin } from '../../../shared/go-to-login';
import { CommentEditor } from './comment-editor';
import { CommentList } from './comment-list';
import './comments.css';

/** The artwork's comments (spec §2, §4, §5): the editor, or 'Login to comment', above the list. */
export function Comments({ slug }: { slug: string }) {
  const user = useSelector(selectUser);
  const titleId = useId();
  return (
    <section className="cmy-comments" aria-labelledby={titleId}>
      <h2 id={titleId} className="cmy-comments__title">
        Comments
      </h2>
      {user ? (
        <CommentEditor slug={slug} />
      ) : (
        <Button className="cmy-comments__login" onClick={goToLogin}>
          {LOGIN_TO_COMMENT}
        </Button>
      )}
      {/* Signing in or out changes which comments are one's own and upvoted: the list is asked again. */}
      <CommentList key={user?._id ?? 'visitor'} slug={slug} />
    </section>
  );
}
