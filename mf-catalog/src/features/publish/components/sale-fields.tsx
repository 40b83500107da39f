import { CURRENCIES, OFFERS_ALLOWED, SOLD_STATUS } from '@easel/contracts';
import { FormField } from '@easel/ui';
import type { ArtworkFormState } from '../artwork-form-values';
import { Check } from './check';

/** For sale, and what only matters then: prices, currency, hidden price, the sold status and offers. */
export function SaleFields({ form }: { form: ArtworkFormState }) {
  const { field, register } = form;
  const onSale = form.watch('onSale');
  return (
    <fieldset className="cat-publish__section">
      <legend>Sale</legend>
      <Check label="For sale" {...register('onSale')} />
      {!onSale && (
        <p className="ui-field__hint">
          Not for sale: the artwork can take part in The Weekly Pulse and collect votes and comments.
        </p>
      )}
      {onSale && (
        <>
          <div className="cat-publish__row">
            <FormField label="Price" type="number" inputMode="decimal" min={0} step="any" {...field('price')} />
            <FormField
              label="Discount price (optional)"
              hint="Lower than the price; shown with the price struck through."
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...field('discountPrice')}
            />
            <FormField as="select" label="Currency" {...field('currency')}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </FormField>
          </div>
          <Check label="Hide price" {...register('phidden')} />
          <Check label={SOLD_STATUS} {...register('sold')} />
          <Check label={OFFERS_ALLOWED} {...register('allowoffers')} />
        </>
      )}
    </fieldset>
  );
}
