import { useState, type FormEvent } from 'react';
import { SCHEDULE_IN_THE_PAST, type AdminArticle } from '@easel/contracts/src/admin-magazine';
import { Button, FormField, notify } from '@easel/ui';
import { usePublishArticleMutation, useUnpublishArticleMutation } from './magazine-api';
import { statusLine } from './article-status';

const CHOOSE_A_TIME = 'Please choose when to publish it';

/** Publish now, schedule for a time (it then shows by itself), or take it back to a draft. */
export function ArticlePublishing({ article }: { article: AdminArticle }) {
  const [publish, publishing] = usePublishArticleMutation();
  const [unpublish, unpublishing] = useUnpublishArticleMutation();
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const busy = publishing.isLoading || unpublishing.isLoading;

  const publishNow = async () => {
    const result = await publish({ id: article.id });
    if (!result.error) notify.success('The article is published');
  };
  const schedule = async (event: FormEvent) => {
    event.preventDefault();
    const at = when ? new Date(when) : null; // the field's time is the editor's own, local time
    const refusal = !at || Number.isNaN(at.getTime()) ? CHOOSE_A_TIME : at.getTime() <= Date.now() ? SCHEDULE_IN_THE_PAST : undefined;
    setProblem(refusal);
    if (refusal || !at) return;
    const result = await publish({ id: article.id, at: at.toISOString() });
    if (!result.error) notify.success('The article is scheduled');
  };
  const takeBack = async () => {
    const result = await unpublish(article.id);
    if (!result.error) notify.success('The article is a draft again');
  };

  return (
    <section className="adm-article__publishing" aria-labelledby="article-publishing-title">
      <h2 id="article-publishing-title">Publishing</h2>
      <p>{statusLine(article)}</p>
      {article.status === 'published' && (
        <a href={`/magazine/${encodeURIComponent(article.link)}`} target="_blank" rel="noreferrer">
          Open it in the magazine
        </a>
      )}
      <div className="adm-article__publish-actions">
        {article.status !== 'published' && (
          <Button disabled={busy} onClick={() => void publishNow()}>
            Publish now
          </Button>
        )}
        {article.status !== 'draft' && (
          <Button variant="secondary" disabled={busy} onClick={() => void takeBack()}>
            Unpublish
          </Button>
        )}
      </div>
      {article.status !== 'published' && (
        <form className="adm-article__schedule" noValidate onSubmit={(event) => void schedule(event)} aria-label="Schedule">
          <FormField label="Publish at" type="datetime-local" value={when} message={problem} onChange={(e) => setWhen(e.target.value)} />
          <Button type="submit" variant="secondary" disabled={busy}>
            Schedule
          </Button>
        </form>
      )}
    </section>
  );
}
