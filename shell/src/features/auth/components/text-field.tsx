import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** Why the value is not accepted; announced, and tied to the input with aria-describedby. */
  error?: string | undefined;
  hint?: string;
  /** Shown at the end of the label row, e.g. a "Forgot your password?" link. */
  aside?: ReactNode;
}

export function TextField({ label, error, hint, aside, name, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className="shl-field">
      <div className="shl-field__label-row">
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      <input
        id={id}
        name={name}
        type={type}
        className="shl-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hintId && <p id={hintId} className="shl-field__hint">{hint}</p>}
      {errorId && (
        <p id={errorId} className="shl-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
