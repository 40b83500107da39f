import { CURRENCIES, OFFERS_ALLOWED, SOLD_STATUS } from '@easel/contracts/src/catalog';
import { Check, Field } from './field';
import type { ArtworkFormState } from './use-artwork-form';

/** For sale, and what only matters then: prices, currency, hidden price, the sold status and offers. */
export function SaleFields({ form }: { form: ArtworkFormState }) {
  const { values, errors, set, text } = form;
  return (
    <fieldset className="cat-publish__section">
      <legend>Sale</legend>
      <Check name="onSale" label="For sale" checked={values.onSale} onChange={(checked) => set('onSale', checked)} />
      {!values.onSale && <p className="cat-field__hint">Not for sale: the artwork can take part in The Weekly Pulse and collect votes and comments.</p>}
      {values.onSale && (
        <>
          <div className="cat-publish__row">
            <Field label="Price" error={errors.price}>{(control) => <input {...control} {...text('price')} type="number" inputMode="decimal" min={0} step="any" />}</Field>
            <Field label="Discount price (optional)" error={errors.discountPrice} hint="Lower than the price; shown with the price struck through.">
              {(control) => <input {...control} {...text('discountPrice')} type="number" inputMode="decimal" min={0} step="any" />}
            </Field>
            <Field label="Currency" error={errors.currency}>
              {(control) => (
                <select {...control} {...text('currency')}>
                  {CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Check name="phidden" label="Hide price" checked={values.phidden} onChange={(checked) => set('phidden', checked)} />
          <Check name="status" label={SOLD_STATUS} checked={values.sold} onChange={(checked) => set('sold', checked)} />
          <Check name="allowoffers" label={OFFERS_ALLOWED} checked={values.allowoffers} onChange={(checked) => set('allowoffers', checked)} />
        </>
      )}
    </fieldset>
  );
}
