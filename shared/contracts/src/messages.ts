import { z } from 'zod';

/** A field named in words by the last key of its path: "firstName" → "First name". */
export const fieldLabel = (path: readonly PropertyKey[] = []) => {
  const key = String(path[path.length - 1] ?? 'Value');
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Friendly fallback messages for fields whose schema names none: "firstName" → "First name is required". Handed to
 * each parse (friendlyParse(), the forms' resolver), so that importing a contract never changes zod's global settings.
 */
export const friendlyError: z.core.$ZodErrorMap = (issue) => {
  const name = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      // A whole request that is a list, a number or text where the contract wants an object.
      if (!issue.path?.length && issue.expected === 'object') return 'Request body must be a JSON object';
      return issue.input === undefined || issue.input === null
        ? `${name} is required`
        : `${name} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${name} must be at least ${issue.minimum} characters`
        : `${name} must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${name} must be at most ${issue.maximum} characters`
        : `${name} must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `${name} must be one of: ${issue.values.join(', ')}`;
    case 'invalid_format':
      return `${name} is not valid`;
    default:
      return undefined;
  }
};

/** A contract's parse with the friendly messages: what every check of input against a contract uses. */
export const friendlyParse = <S extends z.ZodType>(schema: S, value: unknown) =>
  schema.safeParse(value, { error: friendlyError });

export { z };
