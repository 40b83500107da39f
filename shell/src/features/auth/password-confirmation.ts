import { z } from '@easel/contracts';

const PASSWORDS_DIFFER = 'Passwords do not match';

/** A contract's fields and a confirm field that must repeat `password` exactly (the page sends only the contract's). */
export function withConfirmation<Shape extends z.ZodRawShape>(
  contract: z.ZodObject<Shape>,
  password: keyof Shape & string,
) {
  const repeated = (values: Record<string, unknown>) => values[password] === values.confirm;
  return contract.extend({ confirm: z.string() }).refine(repeated, { message: PASSWORDS_DIFFER, path: ['confirm'] });
}
