import { useId, type ReactNode } from 'react';

/** What a field gives its control: the label's id and the links to its hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled input, select or textarea; its message (why the value is refused) sits under it and is read with it. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  return (
    <div className="cat-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined })}
      {hint && (
        <p id={hintId} className="cat-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="cat-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it. */
export function Check({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="cat-check">
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
