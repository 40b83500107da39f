import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { adminCan, type AdminProfile, type AdminActionInput } from '@easel/contracts';
import type { ModerationQueueItem, ReportStatus } from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { Button, ErrorFallback, notify, Spinner } from '@easel/ui';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  useDeleteCommentMutation,
  useDismissReportMutation,
  useHideArtworkMutation,
  useModerationQueueQuery,
  useRestoreArtworkMutation,
} from './moderation-api';
import { ReasonDialog } from '../../shared/reason-dialog';
import './moderation.css';
import { Pager } from '../../shared/pager';

type ActionKind = 'hide' | 'restore' | 'delete' | 'dismiss';

interface Action {
  kind: ActionKind;
  item: ModerationQueueItem;
}

const ACTIONS: Record<ActionKind, { label: string; pending: string; about: string; done: string }> = {
  hide: {
    label: 'Hide artwork',
    pending: 'Hiding…',
    about: 'Nobody but its owner will find this work; its owner reads your reason on its page.',
    done: 'The artwork is hidden',
  },
  restore: {
    label: 'Restore artwork',
    pending: 'Restoring…',
    about: 'The work comes back everywhere.',
    done: 'The artwork is restored',
  },
  delete: {
    label: 'Delete comment',
    pending: 'Deleting…',
    about: 'The comment is removed for everyone.',
    done: 'The comment is deleted',
  },
  dismiss: {
    label: 'Dismiss report',
    pending: 'Dismissing…',
    about: 'The report leaves the queue; nothing else changes.',
    done: 'The report is dismissed',
  },
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A comment is stored as HTML: the queue shows its words only, never its markup. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** Moderation: the open reports from the community, newest first, and what a moderator may do about each. */
export function ModerationPage() {
  const admin = useOutletContext<AdminProfile>();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const queue = useModerationQueueQuery({ status, page });
  const show = (shown: ReportStatus) => {
    setStatus(shown);
    setPage(1);
  };
  const [hide] = useHideArtworkMutation();
  const [restore] = useRestoreArtworkMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const [dismiss] = useDismissReportMutation();
  const mayAct = adminCan(admin, 'moderation.act');

  const send = async ({ kind, item }: Action, { reason }: AdminActionInput): Promise<string | void> => {
    const sent =
      kind === 'hide'
        ? hide({ slug: item.artSlug, reportId: item.id, reason })
        : kind === 'restore'
          ? restore({ slug: item.artSlug, reason })
          : kind === 'delete'
            ? deleteComment({ commentId: item.commentId ?? '', reason })
            : dismiss({ reportId: item.id, reason });
    const result = await sent;
    if ('error' in result && result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'This could not be done; please try again');
    notify.success(ACTIONS[kind].done);
    setAction(null);
  };

  return (
    <section className="adm-moderation" aria-labelledby="moderation-title">
      <h1 id="moderation-title">Moderation</h1>
      <p className="adm-moderation__lead">
        Reports from the community, newest first. A hidden work can be restored from the resolved ones.
      </p>
      <div className="adm-moderation__status" role="group" aria-label="Which reports">
        {STATUSES.map(([value, label]) => (
          <Button
            key={value}
            variant={status === value ? 'primary' : 'secondary'}
            aria-pressed={status === value}
            onClick={() => show(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {queue.isLoading ? (
        <Spinner label="Loading the reports" />
      ) : queue.isError || !queue.data ? (
        <ErrorFallback title="The reports could not be loaded" onRetry={() => void queue.refetch()} />
      ) : queue.data.total === 0 ? (
        <p className="adm-moderation__empty">
          {status === 'open'
            ? 'No open reports. The community has nothing waiting for you.'
            : 'No resolved reports yet.'}
        </p>
      ) : (
        <>
          <ul className="adm-moderation__list" aria-busy={queue.isFetching || undefined}>
            {queue.data.items.map((item) => (
              <li key={item.id}>
                <ReportCard
                  item={item}
                  actions={mayAct ? actionsFor(item) : []}
                  onAction={(kind) => setAction({ kind, item })}
                />
              </li>
            ))}
          </ul>
          <Pager {...queue.data} label="Report pages" onPage={setPage} />
        </>
      )}
      {action && (
        <ReasonDialog
          title={ACTIONS[action.kind].label}
          about={ACTIONS[action.kind].about}
          confirmLabel={ACTIONS[action.kind].label}
          pendingLabel={ACTIONS[action.kind].pending}
          onConfirm={(input) => send(action, input)}
          onClose={() => setAction(null)}
        />
      )}
    </section>
  );
}

const STATUSES: [ReportStatus, string][] = [
  ['open', 'Open'],
  ['resolved', 'Resolved'],
];

/**
 * A work's report is about the work, a comment's about the comment; an open report can be dismissed. A resolved one
 * still offers to restore its hidden work (or to hide it after all).
 */
function actionsFor(item: ModerationQueueItem): ActionKind[] {
  const about: ActionKind[] =
    item.kind === 'comment'
      ? item.comment && item.status === 'open'
        ? ['delete']
        : []
      : item.artwork
        ? [item.artwork.hidden ? 'restore' : 'hide']
        : [];
  return item.status === 'open' ? [...about, 'dismiss'] : about;
}

function ReportCard({
  item,
  actions,
  onAction,
}: {
  item: ModerationQueueItem;
  actions: ActionKind[];
  onAction: (kind: ActionKind) => void;
}) {
  const work = item.artwork ? (
    <a href={`/art/${encodeURIComponent(item.artwork.slug)}`}>{item.artwork.title}</a>
  ) : (
    <span>a work no longer in the catalog ({item.artSlug})</span>
  );
  return (
    <article
      className="adm-report"
      aria-label={`${item.kind === 'comment' ? 'Comment' : 'Artwork'} report by ${item.reporter.name}`}
    >
      <header className="adm-report__head">
        <h2 className="adm-report__title">
          {item.kind === 'comment' ? <>A comment on {work}</> : work}
          {item.artwork?.hidden && <span className="adm-tag adm-tag--warning">Hidden</span>}
        </h2>
        <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
      </header>
      {item.kind === 'comment' &&
        (item.comment ? (
          <blockquote className="adm-report__comment">
            <p>{textOf(item.comment.content)}</p>
            <footer>— {item.comment.user.name}</footer>
          </blockquote>
        ) : (
          <p className="adm-report__gone">The comment is no longer there.</p>
        ))}
      <p className="adm-report__reason">
        Reported by <strong>{item.reporter.name}</strong>: {item.reason}
      </p>
      {actions.length > 0 && (
        <div className="adm-report__actions">
          {actions.map((kind) => (
            <Button key={kind} variant={kind === 'dismiss' ? 'secondary' : 'primary'} onClick={() => onAction(kind)}>
              {ACTIONS[kind].label}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
