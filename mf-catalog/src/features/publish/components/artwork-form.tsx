import type { FormEvent, ReactNode } from 'react';
import { artworkInput, GALLERY_MAX, type ArtworkDetail, type ArtworkInputPayload } from '@easel/contracts';
import { FormMessage, SubmitButton, useContractForm } from '@easel/ui';
import { EMPTY_ARTWORK, payloadOf, valuesOf, type ArtworkFormValues } from '../artwork-form-values';
import { DetailFields } from './detail-fields';
import { FEATURED_PICTURE, GALLERY_FULL, MediaFields, storedFeatured, storedGallery } from './media-fields';
import { SaleFields } from './sale-fields';
import { useUploads } from './use-uploads';
import './publish.css';

const UPLOADS_RUNNING = 'Please wait until your uploads have finished';

interface ArtworkFormProps {
  /** The artwork being edited; none for a new one. */
  art?: ArtworkDetail;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the artwork; resolves to the server's refusal, shown beside the form. */
  send: (payload: ArtworkInputPayload) => Promise<string | void>;
  /** More actions beside the submit button (Delete artwork). */
  actions?: ReactNode;
}

/** Every field of spec §3, checked in the browser with the contract's schema before it is sent once. */
export function ArtworkForm({ art, submitLabel, pendingLabel, send, actions }: ArtworkFormProps) {
  const featured = useUploads({ initial: storedFeatured(art), max: 1, only: FEATURED_PICTURE });
  const gallery = useUploads({ initial: storedGallery(art), max: GALLERY_MAX, tooMany: GALLERY_FULL });
  const media = { featuredImage: featured.urls[0] ?? '', gallery: gallery.urls };
  // The contract checks the body as it will be sent: the inputs, the uploaded files, prices only when on sale.
  const form = useContractForm(artworkInput, art ? valuesOf(art) : EMPTY_ARTWORK, {
    toInput: (values: ArtworkFormValues) => payloadOf(values, media),
  });

  // The body goes as typed, not as the contract read it: the server reads the numbers itself.
  const publish = form.submit(() => send(payloadOf(form.getValues(), media)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!featured.busy && !gallery.busy) return publish(event);
    event.preventDefault();
    form.refuse(UPLOADS_RUNNING);
  };

  return (
    <form className="cat-publish__form" onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <MediaFields form={form} featured={featured} gallery={gallery} />
      <DetailFields form={form} />
      <SaleFields form={form} />
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      <div className="cat-publish__actions">
        <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        {actions}
      </div>
    </form>
  );
}
