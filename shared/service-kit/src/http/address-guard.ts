import { isPlainText } from '@easel/contracts';
import type { NextFunction, Request, Response } from 'express';
import { InputError } from '../errors';

export const BAD_ADDRESS = 'The address is not valid';
const NOT_ALLOWED_IN_ADDRESS = 'The address contains a character that is not allowed';

/**
 * Path and query are input too: before any route reads them, the whole address must decode as UTF-8 (a stray % or a
 * Latin-1 byte would otherwise reach a route mangled, or throw deep inside it) and hold only plain text.
 */
export function guardAddress(req: Request, _res: Response, next: NextFunction) {
  const address = decoded(req.originalUrl);
  if (address === undefined) throw new InputError(BAD_ADDRESS);
  if (!isPlainText(address)) throw new InputError(NOT_ALLOWED_IN_ADDRESS);
  next();
}

function decoded(url: string): string | undefined {
  try {
    return decodeURIComponent(url);
  } catch {
    return undefined;
  }
}
