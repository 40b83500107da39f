import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lockedMessage } from '@easel/contracts';
import { PageLink, Spinner } from '@easel/ui';
import { UnlockPopup } from '../../../shared/unlock-popup';
import { useCreateGiftCardMutation } from '../api/create-gift-card';
import type { GiftCardBody } from '../api/gift-card-tags';
import { useGiftCardUnlockQuery } from '../api/gift-card-unlock';
import { GiftCardForm } from './gift-card-form';
import { failureText, GiftCardState } from './gift-card-states';

/** /create/giftcard: below four artworks the spec's locked popup, over a form that cannot be used. */
export function CreateGiftCardPage() {
  const unlock = useGiftCardUnlockQuery();
  const [create] = useCreateGiftCardMutation();
  const navigate = useNavigate();
  const [popup, setPopup] = useState(true);

  if (unlock.isLoading) return <Spinner label="Loading" />;
  if (!unlock.data) {
    const text = failureText(unlock.error, 'This page could not be loaded.');
    return <GiftCardState title="Create a gift card" text={text} retry={() => void unlock.refetch()} />;
  }
  const locked = !unlock.data.unlocked;

  const send = async (body: GiftCardBody) => {
    const result = await create(body);
    if (result.error) return failureText(result.error);
    navigate(`/giftcard/${result.data.slug}`);
  };

  return (
    <div className="art-gift-create">
      <h1>Create a gift card</h1>
      <p className="art-gift-create__intro">
        Collectors give it to someone, who spends it on your works. It is delivered with a code by e-mail.
      </p>
      {locked && (
        <p className="art-gift-create__locked" role="status">
          {lockedMessage('giftcards')} You have {unlock.data.artworks}. <PageLink href="/publish">Add Artwork</PageLink>
        </p>
      )}
      <GiftCardForm disabled={locked} send={send} />
      {locked && popup && <UnlockPopup feature="giftcards" onClose={() => setPopup(false)} />}
    </div>
  );
}
