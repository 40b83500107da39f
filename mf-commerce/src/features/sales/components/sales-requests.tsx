import { useState } from 'react';
import {
  formatPrice,
  answerOfferInput,
  type BuyOption,
  type OfferState,
  type OrderRequestView,
} from '@easel/contracts';
import { Button, FormField, notify, PageLink, SubmitButton, useContractForm } from '@easel/ui';
import { useAnswerRequestMutation, useListSalesRequestsQuery } from '../api/sales-api';
import { ListState } from './list-state';

const KIND: Record<BuyOption, string> = {
  offer: 'Offer',
  buy: 'Request to buy',
  Commission: 'Commission',
  'Inquire Price': 'Price inquiry',
};
const STATE: Record<OfferState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Countered',
  expired: 'Expired',
};
const ANSWERED: Record<'accept' | 'decline' | 'counter', string> = {
  accept: 'Offer accepted: the buyer is mailed a checkout link',
  decline: 'Offer declined: the buyer is told',
  counter: 'Counter offer sent',
};

/** Requests and offers on the artist's works; an open offer is accepted, declined or countered here. */
export function SalesRequests() {
  const { data: requests = [], isLoading, isError, refetch } = useListSalesRequestsQuery();
  return (
    <section id="requests" className="com-sales__section" aria-labelledby="com-sales-requests">
      <h2 id="com-sales-requests">Requests and offers</h2>
      <ListState
        what="requests"
        isLoading={isLoading}
        isError={isError}
        retry={refetch}
        empty={requests.length === 0}
        emptyText="No requests yet."
      >
        <ul className="com-sales__list">
          {requests.map((request) => (
            <SaleRequest key={request.id} request={request} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function SaleRequest({ request }: { request: OrderRequestView }) {
  const money = (amount: number | null) => (amount === null ? null : formatPrice(amount, request.currency ?? 'EUR'));
  return (
    <li className="com-sales__card" aria-label={`${KIND[request.buyOption]} for ${request.artTitle}`}>
      <div className="com-sales__card-head">
        <h3>
          {KIND[request.buyOption]}
          {request.offer !== null && ` of ${money(request.offer)}`} for{' '}
          <PageLink href={`/art/${request.slug}`}>{request.artTitle}</PageLink>
        </h3>
        <span className={`com-status com-status--${request.state}`}>{STATE[request.state]}</span>
      </div>
      <p className="com-sales__meta">
        {new Date(request.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })} ·
        From <a href={`mailto:${request.email}`}>{request.email}</a>
        {request.whatsapp && ` · WhatsApp ${request.whatsapp}`}
        {request.counter !== null && ` · Your counter offer ${money(request.counter)}`}
      </p>
      {request.message && <p className="com-sales__message">{request.message}</p>}
      {request.buyOption === 'offer' && request.state === 'open' && <OfferAnswer request={request} />}
    </li>
  );
}

function OfferAnswer({ request }: { request: OrderRequestView }) {
  const [answer, { isLoading }] = useAnswerRequestMutation();
  const [countering, setCountering] = useState(false);
  const form = useContractForm<typeof answerOfferInput, { amount: string }>(
    answerOfferInput,
    { amount: '' },
    { toInput: ({ amount }) => ({ answer: 'counter', amount }) },
  );
  const send = async (body: { answer: 'accept' | 'decline' } | { answer: 'counter'; amount?: number }) => {
    // A refusal's message is the server's, shown as a toast by the base query.
    if (!('error' in (await answer({ id: request.id, ...body })))) notify.success(ANSWERED[body.answer]);
  };
  if (countering)
    return (
      <form
        className="com-sales__ship"
        aria-label={`Counter the offer for ${request.artTitle}`}
        noValidate
        onSubmit={form.submit((checked) => send(checked as { answer: 'counter'; amount?: number }))}
      >
        <FormField
          label={`Counter offer (${request.currency ?? 'EUR'})`}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          {...form.field('amount')}
        />
        <div className="com-sales__buttons">
          <Button variant="secondary" onClick={() => setCountering(false)}>
            Back
          </Button>
          <SubmitButton pending={form.pending} pendingLabel="Sending…">
            Send counter offer
          </SubmitButton>
        </div>
      </form>
    );
  return (
    <div className="com-sales__buttons">
      <Button disabled={isLoading} onClick={() => void send({ answer: 'accept' })}>
        Accept
      </Button>
      <Button variant="secondary" disabled={isLoading} onClick={() => void send({ answer: 'decline' })}>
        Decline
      </Button>
      <Button variant="secondary" onClick={() => setCountering(true)}>
        Counter
      </Button>
    </div>
  );
}
