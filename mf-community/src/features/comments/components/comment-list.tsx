import { useState } from 'react';
import { Button, Spinner } from '@easel/ui';
import { useNow } from '../../../shared/use-now';
import { useGetCommentsQuery } from '../api/comments-api';
import { CommentItem } from './comment-item';

/** The artwork's comments, newest first; 'View more' appends the next batch while there may be more (spec §4, §9). */
export function CommentList({ slug }: { slug: string }) {
  const [skip, setSkip] = useState(0);
  const now = useNow();
  const { data, isLoading, isError, isFetching, refetch } = useGetCommentsQuery(
    { slug, skip },
    { refetchOnMountOrArgChange: true },
  );
  // The page's last section: the shell's footer waits for it, so its arrival pushes nothing in view.
  if (isLoading) return <Spinner label="Loading comments" page />;
  if (!data) {
    return (
      <div className="cmy-comments__state" role="alert">
        <p>The comments could not be loaded.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.comments.length === 0)
    return <p className="cmy-comments__state">No comments yet. Be the first to say what you think.</p>;
  // The next batch starts after the ones shown; the same start again (one posted, one deleted) asks again.
  const viewMore = () => (data.comments.length === skip ? void refetch() : setSkip(data.comments.length));
  return (
    <>
      <ol className="cmy-comments__list">
        {data.comments.map((comment) => (
          <CommentItem key={comment._id} slug={slug} comment={comment} now={now} />
        ))}
      </ol>
      {isError && !isFetching && (
        <p className="cmy-comments__state" role="alert">
          More comments could not be loaded.
        </p>
      )}
      {data.more && (
        <Button
          variant="secondary"
          className="cmy-comments__more"
          onClick={viewMore}
          disabled={isFetching}
          aria-busy={isFetching || undefined}
        >
          {isFetching ? 'Loading...' : 'View more'}
        </Button>
      )}
    </>
  );
}
