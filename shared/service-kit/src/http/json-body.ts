import { isUtf8 } from 'node:buffer';
import express from 'express';
import { InputError } from '../errors';

declare module 'http' {
  interface IncomingMessage {
    /** The JSON body's bytes as sent: a signed body (a payment webhook) is verified over these, not over a re-serialised copy. */
    rawBody?: Buffer;
  }
}

/**
 * JSON bodies up to limit. Bytes that are not UTF-8 are refused rather than read as U+FFFD, which would store a text
 * other than the one sent; so is any charset but UTF-8. Bad compression is body-parser's to report (see the error handler).
 */
export function jsonBody(limit: string) {
  return express.json({
    limit,
    verify: (req, _res, body, encoding) => {
      // JSON is UTF-8 (RFC 8259); body-parser would also decode utf-7, utf-16 and utf-32, whose tricks filters do not expect.
      if (!/^utf-?8$/i.test(encoding))
        throw Object.assign(new Error('JSON must be UTF-8'), { type: 'charset.unsupported' });
      if (!isUtf8(body)) throw new InputError('Request body is not valid UTF-8');
      req.rawBody = body;
    },
  });
}
