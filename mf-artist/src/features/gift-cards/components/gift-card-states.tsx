import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Button, PageLink } from '@easel/ui';
import './gift-cards.css';

type Failure = FetchBaseQueryError | SerializedError | undefined;

export const isNotFound = (error: Failure) => Boolean(error && 'status' in error && error.status === 404);

/** The server's { message }, or `fallback`. */
export const failureText = (error: Failure, fallback = 'Something went wrong, please try again') => {
  const data = error && 'status' in error ? (error.data as { message?: unknown } | undefined) : undefined;
  return typeof data?.message === 'string' ? data.message : fallback;
};

/** A page-sized state instead of a card: not found, not yours, could not be loaded. */
export function GiftCardState({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <section className="art-gift-state" aria-labelledby="art-gift-state-title">
      <h1 id="art-gift-state-title">{title}</h1>
      <p>{text}</p>
      <div className="art-gift-state__actions">
        {retry && <Button onClick={retry}>Try again</Button>}
        <PageLink href="/artists#cards" className="ui-button ui-button--secondary">
          See gift cards
        </PageLink>
      </div>
    </section>
  );
}

export function GiftCardNotFound() {
  return (
    <GiftCardState
      title="Gift card not found"
      text="This gift card does not exist, or its artist no longer offers it."
    />
  );
}
