import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ArtworkDetail } from '@easel/contracts';
import {
  orderRequestInput,
  orderRequestProblem,
  REQUEST_SUBMITTED,
  type BuyOption,
  friendlyParse,
} from '@easel/contracts';
import { Button, FormField, notify, SubmitButton } from '@easel/ui';
import { useSendOrderRequestMutation } from '../api/order-request-api';
import { OfferField } from './offer-field';

export const MODE_LABEL: Record<BuyOption, string> = {
  offer: 'Make an offer',
  buy: 'Request to buy',
  Commission: 'Commission a work',
  'Inquire Price': 'Inquire Price',
};

const MESSAGE_LABEL: Record<BuyOption, string> = {
  offer: 'Message (optional)',
  buy: 'Shipping Address',
  Commission: 'Your Request',
  'Inquire Price': 'Message (optional)',
};

type Field = 'email' | 'password' | 'offer' | 'message';
const EMPTY: Record<Field, string> = { email: '', password: '', offer: '', message: '' };
interface Control {
  name: Field;
  value: string;
  'aria-invalid': true | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** Which field a spec §5 message is about, so the focus goes there. */
function fieldOf(problem: string): Field | undefined {
  if (/email/i.test(problem)) return 'email';
  if (/WhatsApp/i.test(problem)) return 'password';
  if (/offer/i.test(problem)) return 'offer';
  if (/Shipping Address|Request|Message/i.test(problem)) return 'message';
}

interface RequestFormProps {
  art: ArtworkDetail;
  mode: BuyOption;
  /** null when the price is hidden: the artist judges the offer */
  price: number | null;
  signedIn: boolean;
  onClose: () => void;
}

/** Spec §2's inline request form: opens in its mode; closes on Back or success, its fields cleared (spec §4). */
export function RequestForm({ art, mode, price, signedIn, onClose }: RequestFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [send, { isLoading }] = useSendOrderRequestMutation();
  const busy = useRef(false); // spec §5: a second submit while one is on its way is told to wait
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  useEffect(() => form.current?.querySelector<HTMLElement>('input, textarea')?.focus(), []);

  const edit = (field: Field): Control => ({
    name: field,
    value: values[field],
    'aria-invalid': invalid === field || undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((now) => ({ ...now, [field]: event.target.value }));
      if (invalid === field) setInvalid(null);
    },
  });

  const refuse = (problem: string) => {
    notify.error(problem);
    const field = fieldOf(problem);
    setInvalid(field ?? null);
    if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return void notify.warning('Please wait');
    const parsed = friendlyParse(orderRequestInput, {
      ...values,
      offer: mode === 'offer' ? values.offer : undefined,
      slug: art.slug,
      buyOption: mode,
    });
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Please check the form');
    const problem = orderRequestProblem(parsed.data, { signedIn, ownsTheWork: false }, price);
    if (problem) return refuse(problem);
    busy.current = true;
    try {
      // A refusal's message is the server's, shown as a toast by the base query; the fields stay for a second try.
      const result = await send(parsed.data);
      if ('error' in result) return;
      notify.success(REQUEST_SUBMITTED);
      setValues(EMPTY);
      onClose();
    } finally {
      busy.current = false;
    }
  };

  return (
    <form
      ref={form}
      className="com-request"
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={headingId} className="com-request__title">
        {MODE_LABEL[mode]}
      </h2>
      {!signedIn && (
        <div className="com-request__pair">
          <FormField label="Email" type="email" autoComplete="email" maxLength={120} {...edit('email')} />
          <FormField
            label="WhatsApp number"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            hint="Optional"
            {...edit('password')}
          />
        </div>
      )}
      {mode === 'offer' && <OfferField currency={art.currency.code} price={price} {...edit('offer')} />}
      <FormField
        as="textarea"
        label={MESSAGE_LABEL[mode]}
        rows={mode === 'buy' ? 3 : 4}
        maxLength={2000}
        autoComplete={mode === 'buy' ? 'street-address' : undefined}
        {...edit('message')}
      />
      <p className="com-request__note">
        The artist&apos;s answer comes by e-mail: requests are usually answered in less than 24 hours.
      </p>
      <div className="com-request__buttons">
        <Button variant="secondary" onClick={onClose}>
          Back
        </Button>
        <SubmitButton pending={isLoading} pendingLabel="Sending…">
          {mode === 'offer' ? 'Send offer' : 'Send request'}
        </SubmitButton>
      </div>
    </form>
  );
}
