import { isUtf8 } from 'node:buffer';
import express from 'express';
import { InputError } from '../errors';

/**
 * JSON bodies up to limit. Bytes that are not UTF-8 are refused rather than read as U+FFFD, which would store a text
 * other than the one sent; bad compression and charsets are body-parser's to report (see the error handler).
 */
export function jsonBody(limit: string) {
  return express.json({
    limit,
    verify: (_req, _res, body, encoding) => {
      if (/^utf-?8$/i.test(encoding) && !isUtf8(body)) throw new InputError('Request body is not valid UTF-8');
    },
  });
}
