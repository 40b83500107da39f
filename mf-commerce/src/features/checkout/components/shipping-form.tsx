import { useState, type FormEvent } from 'react';
import { ADDRESS_INCOMPLETE, SHIPPING_FIELDS, shippingInfo, type ShippingInfo, friendlyParse } from '@easel/contracts';
import { Button, FormField, FormMessage, SubmitButton } from '@easel/ui';

type Field = keyof ShippingInfo;

interface ShippingFormProps {
  /** 'Shipping address'; a gift card's checkout asks the same eight fields as its 'Billing address' */
  heading?: string;
  initial: Partial<ShippingInfo>;
  /** The works are held for this address: it is shown, not edited, until the buyer changes it. */
  locked: boolean;
  holding: boolean;
  onContinue: (shipping: ShippingInfo) => void;
  onChange: () => void;
}

/** The eight address fields; spec §5: all required after trimming, else one alert and no card step. */
export function ShippingForm({
  heading = 'Shipping address',
  initial,
  locked,
  holding,
  onContinue,
  onChange,
}: ShippingFormProps) {
  const [values, setValues] = useState(
    () => Object.fromEntries(SHIPPING_FIELDS.map(({ name }) => [name, initial[name] ?? ''])) as ShippingInfo,
  );
  const [refusal, setRefusal] = useState<{ message: string; fields: Field[] } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = friendlyParse(shippingInfo, values);
    if (checked.success) {
      setRefusal(null);
      return onContinue(checked.data);
    }
    const fields = checked.error.issues.map((issue) => issue.path[0] as Field);
    setRefusal({ message: checked.error.issues[0]?.message ?? ADDRESS_INCOMPLETE, fields });
    const first = SHIPPING_FIELDS.find(({ name }) => fields.includes(name));
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${first?.name}"]`)?.focus();
  };

  return (
    <form className="com-checkout__panel" aria-labelledby="com-shipping-heading" onSubmit={submit} noValidate>
      <h2 id="com-shipping-heading">{heading}</h2>
      <fieldset className="com-checkout__address" disabled={locked}>
        {SHIPPING_FIELDS.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            label={label}
            name={name}
            autoComplete={autoComplete}
            type={name === 'email' ? 'email' : 'text'}
            value={values[name]}
            aria-invalid={refusal?.fields.includes(name) || undefined}
            onChange={(event) => {
              setValues((typed) => ({ ...typed, [name]: event.target.value }));
              setRefusal((shown) => shown && { ...shown, fields: shown.fields.filter((field) => field !== name) });
            }}
          />
        ))}
      </fieldset>
      {refusal && !locked && <FormMessage>{refusal.message}</FormMessage>}
      {locked ? (
        <Button variant="secondary" onClick={onChange}>
          Change address
        </Button>
      ) : (
        <SubmitButton pending={holding} pendingLabel="Holding your artworks…">
          Continue to payment
        </SubmitButton>
      )}
    </form>
  );
}
