const PUBLISHED = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "The Easel Editors · 12 March 2026" */
export function ArticleByline({ author, publishedAt }: { author: string; publishedAt: string }) {
  return (
    <p className="cat-mag-byline">
      <span>{author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={publishedAt}>{PUBLISHED.format(new Date(publishedAt))}</time>
    </p>
  );
}
