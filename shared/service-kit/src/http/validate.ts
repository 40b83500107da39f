import { plainTextIssues, friendlyParse } from '@easel/contracts';
import type { z } from 'zod';
import { InputError } from '../errors';

/**
 * Parses input with a contract schema; the first problem becomes a 400 with its message. Every string in the input is
 * checked for characters no text may hold first, whether or not the schema knows its field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const [notPlain] = plainTextIssues(value);
  if (notPlain) throw new InputError(notPlain.message);
  const result = friendlyParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InputError(issue ? issue.message : 'Invalid input');
}
