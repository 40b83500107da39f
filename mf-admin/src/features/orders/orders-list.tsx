import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ADMIN_ORDER_STATUSES,
  adminOrdersQuery,
  type AdminOrderSummary,
  formatPrice,
  friendlyParse,
} from '@easel/contracts';
import { Button, ErrorFallback, FormMessage, Spinner } from '@easel/ui';
import { useOrdersQuery } from './orders-api';
import { dayFormat, STATUS_LABEL } from './order-labels';
import { Pager } from '../../shared/pager';

const FILTERS = ['q', 'status', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The orders, newest first; the filters and page live in the address, so coming back from an order finds the same list. */
export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const fromAddress = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;
  const parsed = friendlyParse(adminOrdersQuery, { ...clean(fromAddress), page: params.get('page') ?? undefined });
  const [draft, setDraft] = useState<Filters>(fromAddress);
  const orders = useOrdersQuery(parsed.success ? parsed.data : { page: 1 });
  const draftError = friendlyParse(adminOrdersQuery, clean(draft)).error?.issues[0]?.message;
  const [shownError, setShownError] = useState<string>();

  const go = (filters: Filters, page: number) =>
    setParams({ ...clean(filters), ...(page > 1 ? { page: String(page) } : {}) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShownError(draftError);
    if (!draftError) go(draft, 1);
  };
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const filtered = FILTERS.some((name) => fromAddress[name]);

  return (
    <section className="adm-orders" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <form className="adm-filters" role="search" aria-label="Filter orders" noValidate onSubmit={onSubmit}>
        <label className="adm-filter adm-filter--wide">
          Buyer e-mail or order number
          <input className="ui-field__control" type="search" maxLength={120} value={draft.q} onChange={set('q')} />
        </label>
        <label className="adm-filter">
          Status
          <select className="ui-field__control" value={draft.status} onChange={set('status')}>
            <option value="">Any</option>
            {ADMIN_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-filter">
          From
          <input className="ui-field__control" type="date" value={draft.from} onChange={set('from')} />
        </label>
        <label className="adm-filter">
          To
          <input className="ui-field__control" type="date" value={draft.to} onChange={set('to')} />
        </label>
        <div className="adm-filter-actions">
          <Button type="submit">Filter</Button>
          {filtered && (
            <Button
              variant="secondary"
              onClick={() => {
                const none = { q: '', status: '', from: '', to: '' };
                setDraft(none);
                setShownError(undefined);
                go(none, 1);
              }}
            >
              Clear
            </Button>
          )}
        </div>
        {shownError && <FormMessage>{shownError}</FormMessage>}
      </form>
      {orders.isLoading ? (
        <Spinner label="Loading orders" />
      ) : orders.isError || !orders.data ? (
        <ErrorFallback title="The orders could not be loaded" onRetry={() => void orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <p className="adm-orders__muted">{filtered ? 'No order matches these filters.' : 'There are no orders yet.'}</p>
      ) : (
        <>
          <p className="adm-orders__muted" aria-live="polite">
            {orders.data.total === 1 ? '1 order' : `${orders.data.total} orders`}
          </p>
          <ul className="adm-list" aria-label="Orders" aria-busy={orders.isFetching || undefined}>
            {orders.data.orders.map((order) => (
              <li key={order.orderNumber}>
                <OrderRow order={order} />
              </li>
            ))}
          </ul>
          <Pager {...orders.data} label="Order pages" onPage={(page) => go(fromAddress, page)} />
        </>
      )}
    </section>
  );
}

/** The filters as the contract takes them: empty ones left out. */
const clean = (filters: Filters) =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );

function OrderRow({ order }: { order: AdminOrderSummary }) {
  return (
    <article className="adm-row" aria-label={`Order ${order.orderNumber}`}>
      <Link className="adm-order-row__number" to={encodeURIComponent(order.orderNumber)}>
        {order.orderNumber}
      </Link>
      <span className="adm-orders__muted">{order.buyerEmail}</span>
      <span>{formatPrice(order.amount, order.currency)}</span>
      <span className={`adm-tag adm-order-status--${order.status}`}>{STATUS_LABEL[order.status]}</span>
      <span className="adm-orders__muted">
        {dayFormat.format(new Date(order.createdAt))} · {order.works === 1 ? '1 item' : `${order.works} items`}
      </span>
    </article>
  );
}
