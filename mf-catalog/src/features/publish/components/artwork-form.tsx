import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { GALLERY_MAX, type ArtworkDetail, type ArtworkInputPayload } from '@easel/contracts/src/catalog';
import { Button } from '@easel/ui';
import { checkArtwork, EMPTY_ARTWORK, payloadOf, valuesOf, type FieldErrors } from '../artwork-form-values';
import { DetailFields } from './detail-fields';
import { GALLERY_FULL, MediaFields, refuseVideo, refuseVideoAnswer } from './media-fields';
import { SaleFields } from './sale-fields';
import { useArtworkForm } from './use-artwork-form';
import { useUploads } from './use-uploads';
import './publish.css';

export const UPLOADS_RUNNING = 'Please wait until your uploads have finished';

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

/** Moves focus to the first input, in page order, that has a message. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(form.elements).find((element) => 'name' in element && typeof element.name === 'string' && element.name in errors);
  (first as HTMLElement | undefined)?.focus();
}

/** Every field of spec §3, checked in the browser with the contract's schema before it is sent once. */
export function ArtworkForm({ art, submitLabel, pendingLabel, send, actions }: ArtworkFormProps) {
  const form = useArtworkForm(art ? valuesOf(art) : EMPTY_ARTWORK);
  const featured = useUploads({ initial: art ? [art.featuredImage] : [], max: 1, refuse: refuseVideo, refuseAnswer: refuseVideoAnswer });
  const gallery = useUploads({ initial: art?.gallery ?? [], max: GALLERY_MAX, tooMany: GALLERY_FULL });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(null);
    if (featured.busy || gallery.busy) return setFailure(UPLOADS_RUNNING);
    const payload = payloadOf(form.values, { featuredImage: featured.urls[0] ?? '', gallery: gallery.urls });
    const errors = checkArtwork(payload);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirst(event.currentTarget, errors);
    inFlight.current = true;
    setPending(true);
    try {
      const message = await send(payload);
      if (message) setFailure(message);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <form className="cat-publish__form" onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <MediaFields form={form} featured={featured} gallery={gallery} />
      <DetailFields form={form} />
      <SaleFields form={form} />
      {failure && (
        <p className="cat-publish__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="cat-publish__actions">
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
