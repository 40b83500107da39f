import { useState, type FormEvent } from 'react';
import { giftCodeField, type GiftCodeUse, formatPrice, friendlyParse } from '@easel/contracts';
import { Button, FormField } from '@easel/ui';
import { useApplyGiftCodeMutation } from '../api/gift-card-calls';
import { refusalMessage } from '../hooks/payment-messages';

interface GiftCodeFieldProps {
  /** The works the code would pay for, by slug (an offer's one work with its token). */
  slugs: string[];
  offerToken: string | null;
  /** The browser's held intent: its own hold on the code does not count against it. */
  heldIntentId: string | null;
  applied: GiftCodeUse | null;
  /** A code applied (its amount off and what stays), or removed (null). */
  onApplied: (use: GiftCodeUse | null) => void;
  /** While the checkout re-holds its works with the code. */
  busy: boolean;
}

/** 'Gift card code' with Apply: a dry run that says what the code takes off and what it keeps, or why it cannot. */
export function GiftCodeField({ slugs, offerToken, heldIntentId, applied, onApplied, busy }: GiftCodeFieldProps) {
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [apply, applying] = useApplyGiftCodeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = friendlyParse(giftCodeField, typed);
    if (!code.success) return setRefusal(code.error.issues[0]?.message);
    setRefusal(undefined);
    const items = slugs.map((id) => ({ id }));
    const answer = await apply({
      code: typed,
      items,
      ...(offerToken ? { offerToken } : {}),
      ...(heldIntentId ? { heldIntentId } : {}),
    });
    if ('error' in answer)
      return setRefusal(refusalMessage(answer.error, 'The gift card code could not be checked. Please try again.'));
    setTyped('');
    onApplied(answer.data);
  };

  return (
    <section className="com-checkout__panel com-gift-code" aria-labelledby="com-gift-code-heading">
      <h2 id="com-gift-code-heading">Gift card</h2>
      {applied ? (
        <div className="com-gift-code__applied">
          <p role="status">
            <strong>{applied.code}</strong> takes <strong>{formatPrice(applied.amountOff, applied.currency)}</strong>{' '}
            off this order. {formatPrice(applied.balanceAfter, applied.currency)} stays on the card.
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => onApplied(null)}>
            Remove
          </Button>
        </div>
      ) : (
        <form className="com-gift-code__form" onSubmit={(event) => void submit(event)} noValidate>
          <FormField
            label="Gift card code"
            name="giftCode"
            autoComplete="off"
            spellCheck={false}
            placeholder="ABCD-EFGH-JKMN-PQRS"
            value={typed}
            message={refusal}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefusal(undefined);
            }}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={applying.isLoading || busy}
            aria-busy={applying.isLoading || busy || undefined}
          >
            {applying.isLoading || busy ? 'Applying…' : 'Apply'}
          </Button>
        </form>
      )}
    </section>
  );
}
