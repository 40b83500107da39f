import { useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AdminActionInput } from '@easel/contracts';
import { SCHEDULE_IN_THE_PAST, type AdminArticle } from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { Button, FormField, notify } from '@easel/ui';
import { ReasonDialog } from '../../shared/reason-dialog';
import { usePublishArticleMutation, useUnpublishArticleMutation } from './magazine-api';
import { statusLine } from './article-status';

const CHOOSE_A_TIME = 'Please choose when to publish it';
const publishedOn = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** What the reason dialog confirms: publish now, at a time, or take it back to a draft. */
type Step = { kind: 'publish' } | { kind: 'schedule'; at: string } | { kind: 'unpublish' };

const STEPS = {
  publish: { title: 'Publish now', confirm: 'Publish', pending: 'Publishing…', done: 'The article is published' },
  schedule: { title: 'Schedule', confirm: 'Schedule', pending: 'Scheduling…', done: 'The article is scheduled' },
  unpublish: {
    title: 'Unpublish',
    confirm: 'Unpublish',
    pending: 'Unpublishing…',
    done: 'The article is a draft again',
  },
};

/** Publish now, schedule for a time (it then shows by itself), or take it back to a draft: each asks why. */
export function ArticlePublishing({ article }: { article: AdminArticle }) {
  const [publish] = usePublishArticleMutation();
  const [unpublish] = useUnpublishArticleMutation();
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [step, setStep] = useState<Step | null>(null);

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const at = when ? new Date(when) : null; // the field's time is the editor's own, local time
    const refusal =
      !at || Number.isNaN(at.getTime()) ? CHOOSE_A_TIME : at.getTime() <= Date.now() ? SCHEDULE_IN_THE_PAST : undefined;
    setProblem(refusal);
    if (!refusal && at) setStep({ kind: 'schedule', at: at.toISOString() });
  };
  const send = async (chosen: Step, { reason }: AdminActionInput): Promise<string | void> => {
    const { id } = article;
    const result =
      chosen.kind === 'unpublish'
        ? await unpublish({ id, reason })
        : await publish({ id, reason, ...(chosen.kind === 'schedule' && { at: chosen.at }) });
    if (result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'This could not be done; please try again');
    notify.success(STEPS[chosen.kind].done);
    setStep(null);
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
        {article.status !== 'published' && <Button onClick={() => setStep({ kind: 'publish' })}>Publish now</Button>}
        {article.status !== 'draft' && (
          <Button variant="secondary" onClick={() => setStep({ kind: 'unpublish' })}>
            Unpublish
          </Button>
        )}
      </div>
      {article.status !== 'published' && (
        <form className="adm-article__schedule" noValidate onSubmit={schedule} aria-label="Schedule">
          <FormField
            label="Publish at"
            type="datetime-local"
            value={when}
            message={problem}
            onChange={(e) => setWhen(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Schedule
          </Button>
        </form>
      )}
      {step && (
        <ReasonDialog
          title={STEPS[step.kind].title}
          about={
            step.kind === 'publish'
              ? `“${article.title}” shows on /magazine at once.`
              : step.kind === 'schedule'
                ? `“${article.title}” shows on /magazine from ${publishedOn(step.at)}.`
                : `“${article.title}” leaves /magazine and becomes a draft again.`
          }
          confirmLabel={STEPS[step.kind].confirm}
          pendingLabel={STEPS[step.kind].pending}
          onConfirm={(input) => send(step, input)}
          onClose={() => setStep(null)}
        />
      )}
    </section>
  );
}
