import { Button, Spinner } from '@easel/ui';
import { BackLink } from './back-link';

interface ArticleStateProps {
  loading?: boolean;
  notFound?: boolean;
  retry?: () => void;
}

/** What /magazine/:link shows without an article: loading, 'Article not found', or a failure to retry. */
export function ArticleState({ loading, notFound, retry }: ArticleStateProps) {
  if (loading) {
    return (
      <section className="cat-page cat-mag-article" aria-busy="true">
        <h1 className="cat-visually-hidden">Article</h1>
        <Spinner label="Loading article" />
      </section>
    );
  }
  return (
    <section className="cat-page cat-mag-article cat-mag-article--state">
      <h1>{notFound ? 'Article not found' : 'This article could not be loaded'}</h1>
      <p className="cat-note">{notFound ? 'It may have been moved or taken down.' : 'Please try again in a moment.'}</p>
      {!notFound && retry && (
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      )}
      <BackLink>Back to the magazine</BackLink>
    </section>
  );
}
