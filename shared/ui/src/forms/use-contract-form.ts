import { useRef, useState, type FormEvent } from 'react';
import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@easel/contracts';
import { friendlyError, plainTextIssues } from '@easel/contracts';

interface ContractFormOptions<Values, Input> {
  /** The contract's input built from the form's values, when the form holds more or less (uploads, checkboxes). */
  toInput?: (values: Values) => Input;
}

/** Sends the checked input once; resolves to the server's refusal, which the form shows beside itself. */
type Send<Output> = (data: Output) => Promise<string | void>;

/**
 * A form checked in the browser with a shared/contracts schema, so its messages are the server's, word for word.
 * On a refused submit the first bad field in page order takes the focus; a field's message goes once it is edited;
 * `submit` sends once (a second submit while one is on its way is ignored) and keeps every value either way.
 */
export function useContractForm<
  Schema extends z.ZodType<unknown, FieldValues>,
  Values extends FieldValues = z.input<Schema>,
>(
  schema: Schema,
  defaultValues: NoInfer<DefaultValues<Values>>,
  { toInput }: ContractFormOptions<Values, z.input<Schema>> = {},
) {
  const check = zodResolver(schema, { error: friendlyError });
  // The errors come back under the contract's field names, which are the form's names (toInput keeps them).
  const resolver = (async (values, context, options) => {
    const input = toInput ? toInput(values) : (values as z.input<Schema>);
    const checked = await check(input, context, options as never);
    // The server refuses control characters in any text before its schema (parseInput): the form says so at the field.
    const notPlain = plainTextIssues(input);
    if (notPlain.length === 0) return checked;
    const errors = { ...checked.errors };
    for (const { path, message } of notPlain) set(errors, path.join('.'), { type: 'plain-text', message });
    return { values: {}, errors };
  }) as Resolver<Values, unknown, z.output<Schema>>;
  // The contract checks at each submit only; focus follows the page's order, not the order fields registered in.
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const { errors } = form.formState;

  const message = (name: string) => firstMessage(get(errors, name));
  /** Takes a field's message away once the person changes the field (an upload input too, which the form does not hold). */
  const clear = (name: string) => {
    if (get(form.formState.errors, name)) form.clearErrors(name as Path<Values>);
  };

  /** name, ref, onChange and onBlur for a control, and its message. */
  const field = (name: Path<Values>) => {
    const registration = form.register(name);
    return {
      ...registration,
      onChange: (event: { target: unknown; type?: unknown }) => {
        clear(name);
        return registration.onChange(event);
      },
      message: message(name),
    };
  };

  /** Shows a refusal beside the form (the server's, or "wait for your uploads"). */
  const refuse = (text: string) => form.setError('root.server', { type: 'server', message: text });

  const submit = (send: Send<z.output<Schema>>) => (event: FormEvent<HTMLFormElement>) => {
    const page = event.currentTarget;
    if (inFlight.current) return event.preventDefault();
    inFlight.current = true;
    const sendOnce = form.handleSubmit(
      async (data) => {
        setPending(true);
        try {
          const refusal = await send(data);
          if (refusal) refuse(refusal);
        } finally {
          setPending(false);
        }
      },
      (refused) => focusFirst(page, refused),
    );
    void sendOnce(event).finally(() => (inFlight.current = false));
  };

  return { ...form, field, message, clear, refuse, failure: errors.root?.server?.message, pending, submit };
}

/** The message at a field, or the first one under it (a gallery item's is shown at the gallery). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, inner] of Object.entries(error)) {
    const found = key === 'ref' ? undefined : firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/** Moves focus to the first control, in page order, that has a message. */
function focusFirst(page: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(page.elements).find(
    (element) => 'name' in element && typeof element.name === 'string' && firstMessage(get(errors, element.name)),
  );
  (first as HTMLElement | undefined)?.focus();
}
