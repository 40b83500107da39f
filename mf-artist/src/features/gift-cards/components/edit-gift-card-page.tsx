import { useNavigate, useParams } from 'react-router-dom';
import { PageLink, Spinner } from '@easel/ui';
import { useEditGiftCardMutation } from '../api/edit-gift-card';
import { useGiftCardQuery } from '../api/gift-card';
import type { GiftCardBody } from '../api/gift-card-tags';
import { GiftCardForm } from './gift-card-form';
import { failureText, GiftCardNotFound, GiftCardState, isNotFound } from './gift-card-states';

/** /giftcard/edit/{slug}: the owner changes the card; anyone else is told it is not theirs. */
export function EditGiftCardPage() {
  const { slug = '' } = useParams();
  const { data: card, error, isLoading, refetch } = useGiftCardQuery(slug);
  const [edit] = useEditGiftCardMutation();
  const navigate = useNavigate();

  if (isLoading) return <Spinner label="Loading the gift card" />;
  if (isNotFound(error)) return <GiftCardNotFound />;
  if (!card)
    return (
      <GiftCardState title="Edit gift card" text="The gift card could not be loaded." retry={() => void refetch()} />
    );
  if (!card.mine) {
    return (
      <section className="art-gift-state" aria-labelledby="art-gift-state-title">
        <h1 id="art-gift-state-title">Not your gift card</h1>
        <p>Only the artist who made this gift card can change it.</p>
        <PageLink href={`/giftcard/${card.slug}`} className="ui-button ui-button--secondary">
          See the gift card
        </PageLink>
      </section>
    );
  }

  const send = async (body: GiftCardBody) => {
    const result = await edit({ slug: card.slug, body });
    if (result.error) return failureText(result.error);
    navigate(`/giftcard/${card.slug}`);
  };

  return (
    <div className="art-gift-create">
      <h1>Edit gift card</h1>
      <p className="art-gift-create__intro">
        Changes show on <PageLink href={`/giftcard/${card.slug}`}>the card’s page</PageLink> as soon as you save. Codes
        already sold keep their amount.
      </p>
      <GiftCardForm key={card.slug} card={card} send={send} />
    </div>
  );
}
