import { lazy, Suspense, useId } from 'react';
import { useSelector } from 'react-redux';
import { LOGIN_TO_COMMENT } from '@easel/contracts';
import { selectUser } from '@easel/store';
import { Button } from '@easel/ui';
import { goToLogin } from '../../../shared/go-to-login';
import { CommentList } from './comment-list';
import './comments.css';

// The editor (Slate) is fetched only for a signed-in reader: a visitor never writes, so never downloads it.
const CommentEditor = lazy(() => import('./comment-editor').then(({ CommentEditor }) => ({ default: CommentEditor })));

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
        <Suspense fallback={<div className="cmy-editor__waiting" aria-busy="true" />}>
          <CommentEditor slug={slug} />
        </Suspense>
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
