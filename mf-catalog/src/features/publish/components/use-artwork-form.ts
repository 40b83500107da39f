import { useState, type ChangeEvent } from 'react';
import type { ArtworkFormValues, FieldErrors } from '../artwork-form-values';

type TextName = { [K in keyof ArtworkFormValues]: ArtworkFormValues[K] extends string ? K : never }[keyof ArtworkFormValues];
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's values and its field messages; a field's message goes once the artist changes it. */
export function useArtworkForm(initial: ArtworkFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clear = (name: keyof FieldErrors) => setErrors(({ [name]: _fixed, ...rest }) => rest);
  const set = <K extends keyof ArtworkFormValues>(name: K, value: ArtworkFormValues[K]) => {
    setValues((before) => ({ ...before, [name]: value }));
    clear(name);
  };
  /** name, value and onChange of a text input, textarea or select. */
  const text = (name: TextName) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<TextControl>) => set(name, event.target.value as never),
  });

  return { values, errors, setErrors, set, clear, text };
}

export type ArtworkFormState = ReturnType<typeof useArtworkForm>;
