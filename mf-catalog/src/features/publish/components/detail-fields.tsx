import { EARLIEST_YEAR, SIZE_MAX_CM } from '@easel/contracts/src/catalog';
import { MATERIALS, MEDIUMS, STYLES } from '../artwork-vocabulary';
import { Field } from './field';
import type { ArtworkFormState } from './use-artwork-form';

function Suggestions({ id, words }: { id: string; words: string[] }) {
  return (
    <datalist id={id}>
      {words.map((word) => (
        <option key={word} value={word} />
      ))}
    </datalist>
  );
}

/** Title, description, media, material, style, year and size (spec §3). */
export function DetailFields({ form }: { form: ArtworkFormState }) {
  const { errors, text } = form;
  const thisYear = new Date().getFullYear();
  return (
    <>
      <fieldset className="cat-publish__section">
        <legend>About the artwork</legend>
        <Field label="Title" error={errors.title}>{(control) => <input {...control} {...text('title')} type="text" />}</Field>
        <Field label="Description" error={errors.description} hint="What it shows, how you made it, what it means to you.">
          {(control) => <textarea {...control} {...text('description')} rows={6} />}
        </Field>
        <div className="cat-publish__row">
          <Field label="Medium" error={errors.medium}>{(control) => <input {...control} {...text('medium')} type="text" list="cat-mediums" />}</Field>
          <Field label="Second medium (optional)" error={errors.medium2}>{(control) => <input {...control} {...text('medium2')} type="text" list="cat-mediums" />}</Field>
        </div>
        <div className="cat-publish__row">
          <Field label="Material" error={errors.material} hint="What it is made on, e.g. canvas.">{(control) => <input {...control} {...text('material')} type="text" list="cat-materials" />}</Field>
          <Field label="Style" error={errors.style}>{(control) => <input {...control} {...text('style')} type="text" list="cat-styles" />}</Field>
          <Field label="Year" error={errors.year}>
            {(control) => <input {...control} {...text('year')} type="number" inputMode="numeric" min={EARLIEST_YEAR} max={thisYear} step={1} />}
          </Field>
        </div>
        <Suggestions id="cat-mediums" words={MEDIUMS} />
        <Suggestions id="cat-materials" words={MATERIALS} />
        <Suggestions id="cat-styles" words={STYLES} />
      </fieldset>
      <fieldset className="cat-publish__section">
        <legend>Size</legend>
        <div className="cat-publish__row">
          <Field label="Width (cm)" error={errors.width}>{(control) => <input {...control} {...text('width')} type="number" inputMode="decimal" min={1} max={SIZE_MAX_CM} step="any" />}</Field>
          <Field label="Height (cm)" error={errors.height}>{(control) => <input {...control} {...text('height')} type="number" inputMode="decimal" min={1} max={SIZE_MAX_CM} step="any" />}</Field>
        </div>
      </fieldset>
    </>
  );
}
