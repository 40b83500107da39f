import { useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router-dom';
import { adminCan, type AdminProfile, type AdminActionInput, formatPrice } from '@easel/contracts';
import type { PersonDetails } from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { Button, ErrorFallback, notify, Spinner } from '@easel/ui';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  usePersonArtworksQuery,
  usePersonOrdersQuery,
  usePersonQuery,
  useRestorePersonMutation,
  useSendPasswordResetMutation,
  useSuspendPersonMutation,
} from './people-api';
import { PersonActionDialog, type PersonActionText } from './person-action-dialog';
import { dayFormat, displayName, roleLabel } from './person-labels';

type ActionKind = 'suspend' | 'restore' | 'reset';

const ACTIONS: Record<ActionKind, PersonActionText> = {
  suspend: {
    label: 'Suspend account',
    pending: 'Suspending…',
    about:
      'They are signed out everywhere within seconds and cannot sign in again; their works are hidden until the account is restored.',
    done: 'The account is suspended',
  },
  restore: {
    label: 'Restore account',
    pending: 'Restoring…',
    about: 'They may sign in again, and their works come back (except any a moderator hid).',
    done: 'The account is restored',
  },
  reset: {
    label: 'Send password reset',
    pending: 'Sending…',
    about: 'They get the usual e-mail with a link to choose a new password, valid for an hour.',
    done: 'The password reset is on its way',
  },
};

/** One account: who they are, their status and what may be done about it, their works and their orders. */
export function PersonPage() {
  const { id = '' } = useParams();
  const admin = useOutletContext<AdminProfile>();
  const person = usePersonQuery(id);

  return (
    <section className="adm-people" aria-labelledby="person-title">
      <Link className="adm-people__back" to="..">
        ← Users & artists
      </Link>
      {person.isLoading ? (
        <Spinner label="Opening the account" />
      ) : person.isError || !person.data ? (
        <ErrorFallback
          title={
            person.error && 'status' in person.error && person.error.status === 404
              ? 'This account does not exist'
              : 'The account could not be loaded'
          }
          onRetry={() => void person.refetch()}
        />
      ) : (
        <>
          <PersonHeader person={person.data} mayAct={adminCan(admin, 'people.act')} />
          <PersonArtworks id={person.data.id} />
          <PersonOrders id={person.data.id} mayOpenOrders={adminCan(admin, 'orders.read')} />
        </>
      )}
    </section>
  );
}

function PersonHeader({ person, mayAct }: { person: PersonDetails; mayAct: boolean }) {
  const [action, setAction] = useState<ActionKind | null>(null);
  const [suspend] = useSuspendPersonMutation();
  const [restore] = useRestorePersonMutation();
  const [reset] = useSendPasswordResetMutation();
  const suspended = person.status === 'suspended';

  const send = async (kind: ActionKind, { reason }: AdminActionInput): Promise<string | void> => {
    const sent =
      kind === 'suspend'
        ? suspend({ id: person.id, reason })
        : kind === 'restore'
          ? restore({ id: person.id, reason })
          : reset({ id: person.id, reason });
    const result = await sent;
    if ('error' in result && result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'This could not be done; please try again');
    notify.success(ACTIONS[kind].done);
    setAction(null);
  };

  return (
    <header className="adm-person">
      <h1 id="person-title">{displayName(person)}</h1>
      <dl className="adm-person__facts">
        <dt>E-mail</dt>
        <dd>{person.email}</dd>
        <dt>Role</dt>
        <dd>{roleLabel(person.role)}</dd>
        {person.slug && (
          <>
            <dt>Page</dt>
            <dd>
              <a href={`/artist/${encodeURIComponent(person.slug)}`}>/artist/{person.slug}</a>
            </dd>
          </>
        )}
        <dt>Joined</dt>
        <dd>{dayFormat.format(new Date(person.createdAt))}</dd>
        <dt>Sign-in</dt>
        <dd>{person.google ? 'Password or Google' : 'Password'}</dd>
        <dt>Status</dt>
        <dd>
          {suspended ? (
            <span className="adm-tag adm-tag--warning">
              Suspended since {dayFormat.format(new Date(person.suspendedAt ?? person.createdAt))}
            </span>
          ) : (
            <span className="adm-tag">Active</span>
          )}
        </dd>
      </dl>
      {mayAct && (
        <div className="adm-people__actions">
          <Button onClick={() => setAction(suspended ? 'restore' : 'suspend')}>
            {ACTIONS[suspended ? 'restore' : 'suspend'].label}
          </Button>
          <Button variant="secondary" onClick={() => setAction('reset')}>
            {ACTIONS.reset.label}
          </Button>
        </div>
      )}
      {action && (
        <PersonActionDialog
          text={ACTIONS[action]}
          onConfirm={(input) => send(action, input)}
          onClose={() => setAction(null)}
        />
      )}
    </header>
  );
}

function PersonArtworks({ id }: { id: string }) {
  const works = usePersonArtworksQuery(id);
  return (
    <section className="adm-person__part" aria-labelledby="person-works">
      <h2 id="person-works">Works{works.data ? ` (${works.data.total})` : ''}</h2>
      {works.isLoading ? (
        <Spinner label="Loading the works" />
      ) : works.isError || !works.data ? (
        <ErrorFallback title="The works could not be loaded" onRetry={() => void works.refetch()} />
      ) : works.data.total === 0 ? (
        <p className="adm-people__empty">No works.</p>
      ) : (
        <ul className="adm-list adm-person__works">
          {works.data.artworks.map((work) => (
            <li key={work.slug} className="adm-person__work">
              <img src={work.featuredImage} alt="" loading="lazy" />
              <a href={`/art/${encodeURIComponent(work.slug)}`}>{work.title}</a>
              <span className="adm-person__work-tags">
                {work.sold && <span className="adm-tag">Sold</span>}
                {work.phidden && <span className="adm-tag">Kept off their page</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {works.data && works.data.total > works.data.artworks.length && (
        <p className="adm-people__more">The newest {works.data.artworks.length} are shown.</p>
      )}
    </section>
  );
}

function PersonOrders({ id, mayOpenOrders }: { id: string; mayOpenOrders: boolean }) {
  const orders = usePersonOrdersQuery(id);
  return (
    <section className="adm-person__part" aria-labelledby="person-orders">
      <h2 id="person-orders">Orders{orders.data ? ` (${orders.data.total})` : ''}</h2>
      {orders.isLoading ? (
        <Spinner label="Loading the orders" />
      ) : orders.isError || !orders.data ? (
        <ErrorFallback title="The orders could not be loaded" onRetry={() => void orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <p className="adm-people__empty">No orders.</p>
      ) : (
        <ul className="adm-list">
          {orders.data.orders.map((order) => (
            <li key={order.orderNumber} className="adm-row">
              {mayOpenOrders ? (
                <Link to={`/admin/orders/${encodeURIComponent(order.orderNumber)}`}>{order.orderNumber}</Link>
              ) : (
                <span>{order.orderNumber}</span>
              )}
              <span>{dayFormat.format(new Date(order.createdAt))}</span>
              <span className="adm-tag">{order.status}</span>
              <span>
                {formatPrice(order.totalMinor / 100, order.currency)} ·{' '}
                {order.itemCount === 1 ? '1 work' : `${order.itemCount} works`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {orders.data && orders.data.total > orders.data.orders.length && (
        <p className="adm-people__more">The newest {orders.data.orders.length} are shown.</p>
      )}
    </section>
  );
}
