import type { z } from '@easel/contracts';

export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** Checks with the same zod schema the server uses, so the messages match; one message per field, the first. */
export function check<S extends z.ZodType>(schema: S, values: unknown, extra: FieldErrors = {}): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  for (const [field, message] of Object.entries(extra)) errors[field] ??= message;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: result.data };
}

/** The confirm field's rule: it must repeat the password exactly. */
export const confirmation = (password: string, confirm: string): FieldErrors => (password === confirm ? {} : { confirm: PASSWORDS_DIFFER });
