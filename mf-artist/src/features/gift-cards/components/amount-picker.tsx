import { useId, useState } from 'react';
import { euros, giftCardAmountEur, GIFT_CARD_SUGGESTED_EUR, friendlyParse } from '@easel/contracts';
import { Button } from '@easel/ui';

const MORE_SUGGESTIONS = [500, 1000];

interface AmountPickerProps {
  amounts: number[];
  onChange: (amounts: number[]) => void;
  /** the form's message for the amounts (none chosen, too many) */
  message?: string | undefined;
}

/** The amounts a card is sold at: suggested ones to tick, and any other whole amount the artist adds. */
export function AmountPicker({ amounts, onChange, message }: AmountPickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = [...new Set([...GIFT_CARD_SUGGESTED_EUR, ...MORE_SUGGESTIONS, ...amounts])].sort((a, b) => a - b);
  const toggle = (eur: number) =>
    onChange(amounts.includes(eur) ? amounts.filter((a) => a !== eur) : [...amounts, eur]);

  const add = () => {
    // What is not a number is checked as typed, so the contract's words say what is wrong.
    const value = /^\s*\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : typed;
    const checked = friendlyParse(giftCardAmountEur, value);
    if (!checked.success) return setRefusal(checked.error.issues[0]?.message ?? 'Please enter an amount in euros');
    setRefusal(null);
    setTyped('');
    if (!amounts.includes(checked.data)) onChange([...amounts, checked.data]);
  };

  return (
    <fieldset className="art-gift-amounts" aria-describedby={message ? `${id}-message` : undefined}>
      <legend>Amounts</legend>
      <p className="ui-field__hint">Collectors choose one of these. Whole euros, from 50 €.</p>
      <div className="art-gift-amounts__choices">
        {choices.map((eur) => (
          <label key={eur} className="art-gift-chip">
            <input type="checkbox" checked={amounts.includes(eur)} onChange={() => toggle(eur)} />
            <span>{euros(eur)}</span>
          </label>
        ))}
      </div>
      <div className="art-gift-amounts__other">
        <label htmlFor={`${id}-other`}>Another amount (€)</label>
        <input
          id={`${id}-other`}
          className="ui-field__control"
          inputMode="numeric"
          value={typed}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" onClick={add}>
          Add amount
        </Button>
      </div>
      {refusal && (
        <p id={`${id}-refusal`} className="ui-field__message" role="alert">
          {refusal}
        </p>
      )}
      {message && (
        <p id={`${id}-message`} className="ui-field__message" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
