import type { z } from 'zod';
import { InputError } from '../errors';

/** Parses input with a contract schema; the first problem becomes a 400 with its message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InputError(issue ? issue.message : 'Invalid input');
}
