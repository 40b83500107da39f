interface ArticlePreviewProps {
  title: string;
  excerpt: string;
  coverImage: string;
  author: string;
  html: string;
}

/** The article as /magazine/:link will show it: title, standfirst, byline, cover and body. */
export function ArticlePreview({ title, excerpt, coverImage, author, html }: ArticlePreviewProps) {
  return (
    <article className="adm-article__preview" aria-label="Preview">
      <h1>{title.trim() || 'No title yet'}</h1>
      {excerpt.trim() && <p className="adm-article__standfirst">{excerpt.trim()}</p>}
      <p className="adm-article__byline">By {author}</p>
      {coverImage && <img className="adm-article__preview-cover" src={`${coverImage}?w=960`} alt="" />}
      {/* Markup the editor wrote (every text escaped) or the body catalog sanitised when it was stored. */}
      <div className="adm-article__preview-body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
