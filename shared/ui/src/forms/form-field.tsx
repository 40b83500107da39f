import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './form-field.css';

type Control = 'input' | 'textarea' | 'select';

type FormFieldProps<C extends Control> = Omit<ComponentPropsWithRef<C>, 'id'> & {
  label: string;
  /** Why the value is refused: shown under the control, announced, and tied to it with aria-describedby. */
  message?: string | undefined;
  hint?: string;
  /** At the end of the label row, e.g. a "Forgot your password?" link. */
  aside?: ReactNode;
  /** Ids of more text that describes the control (an upload's refusal). */
  describedBy?: string[];
  as?: C;
};

/** A labelled input, textarea or select with its hint and its message. */
export function FormField<C extends Control = 'input'>({
  as,
  label,
  message,
  hint,
  aside,
  describedBy = [],
  className,
  ...control
}: FormFieldProps<C>) {
  const id = useId();
  // Typed as an input: the props given match whichever control `as` names.
  const Tag = (as ?? 'input') as 'input';
  const hintId = hint ? `${id}-hint` : '';
  const messageId = message ? `${id}-message` : '';
  return (
    <div className="ui-field">
      <div className="ui-field__label-row">
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      <Tag
        id={id}
        className={className ? `ui-field__control ${className}` : 'ui-field__control'}
        aria-invalid={message ? true : undefined}
        aria-describedby={[messageId, hintId, ...describedBy].filter(Boolean).join(' ') || undefined}
        {...(control as ComponentPropsWithRef<'input'>)}
      />
      <FieldNotes hint={hint} hintId={hintId} message={message} messageId={messageId} />
    </div>
  );
}

/** A field's hint and its message under it, named by the ids the control's aria-describedby lists. */
export function FieldNotes({
  hint,
  hintId,
  message,
  messageId,
}: {
  hint?: ReactNode;
  hintId: string;
  message?: ReactNode;
  messageId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={messageId} className="ui-field__message" role="alert">
          {message}
        </p>
      )}
    </>
  );
}
