import { useState } from 'react';
import { Button, PageLink } from '@easel/ui';
import { useGiftCardListQuery } from '../api/gift-card-list';
import { fromPrice } from './gift-card-face';
import './gift-cards.css';

const PAGE = 12;
/** The list call answers at most 50 cards at once. */
const MOST = 48;

/** The published gift cards, newest first, for the #cards section of /artists. */
export function GiftCardList() {
  const [limit, setLimit] = useState(PAGE);
  const { data, isLoading, isError, isFetching, refetch } = useGiftCardListQuery({ limit });
  if (isLoading)
    return <ul className="art-gift-list art-gift-list--loading" aria-busy="true" aria-label="Gift cards loading" />;
  if (isError || !data) {
    return (
      <p className="art-gift-list__note" role="alert">
        The gift cards could not be loaded.{' '}
        <button type="button" className="art-gift-list__retry" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!data.cards.length) return <p className="art-gift-list__note">No artist offers a gift card yet.</p>;
  return (
    <>
      <ul className="art-gift-list" aria-label="Gift cards">
        {data.cards.map((card) => (
          <li key={card.slug} className="art-gift-tile">
            <PageLink href={`/giftcard/${card.slug}`} className="art-gift-tile__link">
              <img className="art-gift-tile__image" src={`${card.featuredImage}?w=400`} alt="" loading="lazy" />
              <span className="art-gift-tile__title">{card.title}</span>
              <span className="art-gift-tile__artist">{card.artistName}</span>
              <span className="art-gift-tile__price">{fromPrice(card.amounts)}</span>
            </PageLink>
          </li>
        ))}
      </ul>
      {data.total > data.cards.length && limit < MOST && (
        <Button
          variant="secondary"
          className="art-gift-list__more"
          disabled={isFetching}
          onClick={() => setLimit(limit + PAGE)}
        >
          Show more gift cards
        </Button>
      )}
    </>
  );
}
