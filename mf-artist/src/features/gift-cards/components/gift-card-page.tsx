import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { euros, type GiftCardSummary } from '@easel/contracts';
import { PageLink, Spinner } from '@easel/ui';
import { useGiftCardQuery } from '../api/gift-card';
import { GiftCardFace } from './gift-card-face';
import { GiftCardNotFound, GiftCardState, isNotFound } from './gift-card-states';

/** /giftcard/{slug}: the card, its amounts and Buy (commerce's checkout); its artist also sees Edit. */
export function GiftCardPage() {
  const { id = '' } = useParams();
  const { data: card, error, isLoading, refetch } = useGiftCardQuery(id);
  if (isLoading) return <Spinner label="Loading the gift card" />;
  if (isNotFound(error)) return <GiftCardNotFound />;
  if (!card)
    return <GiftCardState title="Gift card" text="The gift card could not be loaded." retry={() => void refetch()} />;
  return <GiftCardView card={card} />;
}

function GiftCardView({ card }: { card: GiftCardSummary }) {
  const [amount, setAmount] = useState(card.amounts[0] ?? 0);
  const checkout = `/checkout?giftcard=${encodeURIComponent(card.slug)}&amount=${amount}`;
  return (
    <article className="art-gift-page" aria-labelledby="art-gift-title">
      <GiftCardFace
        image={card.featuredImage}
        title={card.title}
        artistName={card.artistName}
        amounts={card.amounts}
        width={800}
      />
      <div className="art-gift-page__details">
        <p className="art-gift-page__kicker">Gift card</p>
        <h1 id="art-gift-title">{card.title}</h1>
        <p className="art-gift-page__artist">
          by <PageLink href={`/artist/${card.artistSlug}`}>{card.artistName}</PageLink>
        </p>
        {!card.published && (
          <p className="art-gift-page__draft">Draft: only you can see this card until you publish it.</p>
        )}
        {card.note && <p className="art-gift-page__note">{card.note}</p>}
        <fieldset className="art-gift-amounts">
          <legend>Choose an amount</legend>
          <div className="art-gift-amounts__choices">
            {card.amounts.map((eur) => (
              <label key={eur} className="art-gift-chip">
                <input
                  type="radio"
                  name="amount"
                  value={eur}
                  checked={amount === eur}
                  onChange={() => setAmount(eur)}
                />
                <span>{euros(eur)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="art-gift-page__delivery">
          Delivered digitally or by mail: a code to spend on works by {card.artistName}. What is not spent stays on the
          code.
        </p>
        <div className="art-gift-page__actions">
          {card.published && (
            <PageLink href={checkout} className="ui-button ui-button--primary">
              Buy for {euros(amount)}
            </PageLink>
          )}
          {card.mine && (
            <PageLink href={`/giftcard/edit/${card.slug}`} className="ui-button ui-button--secondary">
              Edit
            </PageLink>
          )}
        </div>
      </div>
    </article>
  );
}
