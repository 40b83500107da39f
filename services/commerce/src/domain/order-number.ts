import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'EA-' and 12 random base-32 characters (60 bits): a guest's order is shown to whoever holds its number, so it cannot be guessed. */
export function newOrderNumber(): string {
  const bytes = randomBytes(12);
  return `EA-${Array.from(bytes, (byte) => BASE32[byte & 31]).join('')}`;
}
