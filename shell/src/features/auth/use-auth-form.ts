import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Checked, FieldErrors } from './validation';

/**
 * A form's values, its field errors, the inline failure and the pending state.
 * `submitWith` checks first, then sends once: a second submit while one is pending is ignored.
 * `send` resolves to the message to show inline when the call failed; values are kept either way.
 */
export function useAuthForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((before) => ({ ...before, [name]: value }));
      // A field's message goes once the person starts fixing it.
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const submitWith =
    <Input>(checkValues: (values: Values) => Checked<Input>, send: (input: Input) => Promise<string | void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const checked = checkValues(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirst(event.currentTarget, checked.errors);
        return;
      }
      setErrors({});
      setFailure(null);
      inFlight.current = true;
      setPending(true);
      try {
        const message = await send(checked.data);
        if (message) setFailure(message);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    };

  return { values, setValues, field, failure, pending, submitWith };
}

/** Moves focus to the first field, in page order, that has a message. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(form.elements).find((element) => element instanceof HTMLInputElement && element.name in errors);
  (first as HTMLInputElement | undefined)?.focus();
}
