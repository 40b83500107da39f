import { Controller } from 'react-hook-form';
import { EARLIEST_YEAR, SIZE_MAX_CM } from '@easel/contracts';
import { Combobox, FormField } from '@easel/ui';
import { useVocabulary } from '../../../shared/api/vocabulary';
import { MATERIALS } from '../../../shared/artwork-vocabulary';
import type { ArtworkFormState } from '../artwork-form-values';

interface WordFieldProps {
  form: ArtworkFormState;
  name: 'medium' | 'medium2' | 'material' | 'style';
  label: string;
  hint?: string;
  suggestions: readonly string[];
}

/** A free-text field that suggests the words artworks already use. */
function WordField({ form, name, label, hint, suggestions }: WordFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Combobox
          label={label}
          hint={hint}
          suggestions={suggestions}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onValueChange={(value) => {
            form.clear(name);
            field.onChange(value);
          }}
          message={form.message(name)}
        />
      )}
    />
  );
}

/** Title, description, media, material, style, year and size (spec §3). */
export function DetailFields({ form }: { form: ArtworkFormState }) {
  const { field } = form;
  const { media, styles } = useVocabulary();
  const thisYear = new Date().getFullYear();
  return (
    <>
      <fieldset className="cat-publish__section">
        <legend>About the artwork</legend>
        <FormField label="Title" type="text" {...field('title')} />
        <FormField
          as="textarea"
          label="Description"
          hint="What it shows, how you made it, what it means to you."
          rows={6}
          {...field('description')}
        />
        <div className="cat-publish__row">
          <WordField form={form} name="medium" label="Medium" suggestions={media} />
          <WordField form={form} name="medium2" label="Second medium (optional)" suggestions={media} />
        </div>
        <div className="cat-publish__row">
          <WordField
            form={form}
            name="material"
            label="Material"
            hint="What it is made on, e.g. canvas."
            suggestions={MATERIALS}
          />
          <WordField form={form} name="style" label="Style" suggestions={styles} />
          <FormField
            label="Year"
            type="number"
            inputMode="numeric"
            min={EARLIEST_YEAR}
            max={thisYear}
            step={1}
            {...field('year')}
          />
        </div>
      </fieldset>
      <fieldset className="cat-publish__section">
        <legend>Size</legend>
        <div className="cat-publish__row">
          <FormField
            label="Width (cm)"
            type="number"
            inputMode="decimal"
            min={1}
            max={SIZE_MAX_CM}
            step="any"
            {...field('size.width')}
          />
          <FormField
            label="Height (cm)"
            type="number"
            inputMode="decimal"
            min={1}
            max={SIZE_MAX_CM}
            step="any"
            {...field('size.height')}
          />
        </div>
      </fieldset>
    </>
  );
}
