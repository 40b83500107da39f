import { useRef, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import {
  giftCardInput,
  GIFT_CARD_NOTE_MAX,
  GIFT_CARD_SUGGESTED_EUR,
  GIFT_CARD_TITLE_MAX,
  type GiftCardSummary,
} from '@easel/contracts';
import { selectUser } from '@easel/store';
import { Button, FormField, FormMessage, PictureUploadField, SubmitButton, useContractForm } from '@easel/ui';
import type { GiftCardBody } from '../api/gift-card-tags';
import { AmountPicker } from './amount-picker';
import { GiftCardFace } from './gift-card-face';

const UPLOAD_RUNNING = 'Please wait until your picture has been uploaded';

interface FormValues {
  title: string;
  note: string;
}

interface GiftCardFormProps {
  /** the card being edited; none for a new one */
  card?: GiftCardSummary;
  /** locked (spec §9): shown, but nothing can be changed or sent */
  disabled?: boolean;
  /** Sends the card; resolves to the server's refusal, shown beside the form. */
  send: (body: GiftCardBody) => Promise<string | void>;
}

/** The artist designs a card: picture, amounts, note, with a preview; Publish, or keep it as a draft. */
export function GiftCardForm({ card, disabled = false, send }: GiftCardFormProps) {
  const user = useSelector(selectUser);
  const [image, setImage] = useState<string | null>(card?.featuredImage ?? null);
  const [amounts, setAmounts] = useState<number[]>(card?.amounts ?? GIFT_CARD_SUGGESTED_EUR);
  const [uploading, setUploading] = useState(false);
  const publishing = useRef(true);
  const bodyOf = (values: FormValues): GiftCardBody => ({
    ...values,
    featuredImage: image ?? '',
    amounts,
    published: publishing.current,
  });
  const form = useContractForm<typeof giftCardInput, FormValues>(
    giftCardInput,
    { title: card?.title ?? '', note: card?.note ?? '' },
    { toInput: bodyOf },
  );
  const title = form.watch('title');
  const note = form.watch('note');

  const save = form.submit(() => send(bodyOf(form.getValues())));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!uploading) return save(event);
    event.preventDefault();
    form.refuse(UPLOAD_RUNNING);
  };
  const artistName =
    card?.artistName ?? (user?.artistName || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim());

  return (
    <div className="art-gift-editor">
      <form
        className="art-gift-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={card ? 'Edit gift card' : 'Create gift card'}
      >
        <fieldset className="art-gift-form__fields" disabled={disabled}>
          <PictureUploadField
            label="Card image"
            name="featuredImage"
            value={image}
            hint="A picture of your work: JPEG, PNG or WebP."
            onUploaded={(url) => {
              setImage(url);
              form.clear('featuredImage');
            }}
            onBusy={setUploading}
            message={form.message('featuredImage')}
          />
          <FormField
            label="Title (optional)"
            hint={`Left empty, the card is called “Gift card by ${artistName || 'you'}”.`}
            maxLength={GIFT_CARD_TITLE_MAX}
            {...form.field('title')}
          />
          <AmountPicker
            amounts={amounts}
            message={form.message('amounts')}
            onChange={(next) => {
              setAmounts(next);
              form.clear('amounts');
            }}
          />
          <FormField
            as="textarea"
            label="Note"
            rows={4}
            hint={`A few words for the person receiving it (${note.length}/${GIFT_CARD_NOTE_MAX}).`}
            {...form.field('note')}
          />
          {form.failure && <FormMessage>{form.failure}</FormMessage>}
          <div className="art-gift-form__actions">
            <SubmitButton
              pending={form.pending && publishing.current}
              pendingLabel="Publishing…"
              onClick={() => (publishing.current = true)}
            >
              {card?.published ? 'Save' : 'Publish'}
            </SubmitButton>
            <Button
              type="submit"
              variant="secondary"
              disabled={form.pending}
              onClick={() => (publishing.current = false)}
            >
              {card?.published ? 'Unpublish' : 'Save as draft'}
            </Button>
          </div>
        </fieldset>
      </form>
      <section className="art-gift-editor__preview" aria-label="Preview">
        <h2>Preview</h2>
        <GiftCardFace
          image={image}
          title={title.trim() || `Gift card by ${artistName}`}
          artistName={artistName}
          amounts={amounts}
        />
        {note.trim() && <p className="art-gift-editor__note">{note}</p>}
      </section>
    </div>
  );
}
