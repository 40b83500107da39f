import { EARLIEST_YEAR, SIZE_MAX_CM } from '@easel/contracts/src/catalog';
import { FormField } from '@easel/ui';
import type { ArtworkFormState } from '../artwork-form-values';
import { MATERIALS, MEDIUMS, STYLES } from '../artwork-vocabulary';

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
  const { field } = form;
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
          <FormField label="Medium" type="text" list="cat-mediums" {...field('medium')} />
          <FormField label="Second medium (optional)" type="text" list="cat-mediums" {...field('medium2')} />
        </div>
        <div className="cat-publish__row">
          <FormField label="Material" hint="What it is made on, e.g. canvas." type="text" list="cat-materials" {...field('material')} />
          <FormField label="Style" type="text" list="cat-styles" {...field('style')} />
          <FormField label="Year" type="number" inputMode="numeric" min={EARLIEST_YEAR} max={thisYear} step={1} {...field('year')} />
        </div>
        <Suggestions id="cat-mediums" words={MEDIUMS} />
        <Suggestions id="cat-materials" words={MATERIALS} />
        <Suggestions id="cat-styles" words={STYLES} />
      </fieldset>
      <fieldset className="cat-publish__section">
        <legend>Size</legend>
        <div className="cat-publish__row">
          <FormField label="Width (cm)" type="number" inputMode="decimal" min={1} max={SIZE_MAX_CM} step="any" {...field('size.width')} />
          <FormField label="Height (cm)" type="number" inputMode="decimal" min={1} max={SIZE_MAX_CM} step="any" {...field('size.height')} />
        </div>
      </fieldset>
    </>
  );
}
