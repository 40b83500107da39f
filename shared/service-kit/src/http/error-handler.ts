import type { NextFunction, Request, Response } from 'express';
import {
  AppError,
  NotAllowedError,
  NotAuthenticatedError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
} from '../errors';
import type { Logger } from '../logger';
import { BAD_ADDRESS } from './address-guard';

export function notFound(req: Request): never {
  throw new NotFoundError(`No route for ${req.method} ${req.path}`);
}

const SOMETHING_WENT_WRONG = 'Something went wrong, please try again';

// The one place errors become HTTP: `{ message }` with the error's status. A 5xx is always a bug, so it is logged with the request id.
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const known = toAppError(error);
    if (!known || known.status >= 500)
      (req.log ?? logger).error({ err: error, reqId: req.id }, known ? `answered ${known.status}` : 'unhandled error');
    // Part of an answer is out already: only Express can end it (it cuts the connection).
    if (res.headersSent) return next(error);
    if (!known) {
      res.status(500).json({ message: SOMETHING_WENT_WRONG });
      return;
    }
    res.status(known.status).json({ message: known.message });
  };
}

// What body-parser (and raw-body under it) reports, by its error's type.
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Request body is not valid JSON' },
  'entity.too.large': { status: 413, message: 'Request body is too large' },
  'encoding.unsupported': { status: 415, message: 'Request body must be sent uncompressed, or as gzip, deflate or br' },
  'charset.unsupported': { status: 415, message: 'Request body must be UTF-8' },
  'request.aborted': { status: 400, message: 'Request body was cut off' },
  'request.size.invalid': { status: 400, message: 'Request body is not as long as its Content-Length says' },
};

// zlib's codes (gzip, deflate) and brotli's, as raw-body passes them on from the decompression stream.
const ZLIB_ERROR = /^(Z_|ERR__ERROR_)/;

/**
 * A client's mistake reported by a library becomes its 4xx: body-parser's by type, a body that does not decompress,
 * a path parameter that does not decode (Express's router throws a URIError with status 400), else anything that
 * carries a 4xx status. Everything else is ours: undefined, answered 500.
 */
function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (!error || typeof error !== 'object') return undefined;
  const { type, status, statusCode, code } = error as {
    type?: unknown;
    status?: unknown;
    statusCode?: unknown;
    code?: unknown;
  };
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) return new AppError(known.message, known.status);
  const clientStatus = [status, statusCode].find(
    (value): value is number => Number.isInteger(value) && Number(value) >= 400 && Number(value) < 500,
  );
  if (!clientStatus) return undefined;
  if (typeof code === 'string' && ZLIB_ERROR.test(code))
    return new AppError('Request body could not be decompressed', 400);
  if (error instanceof URIError) return new AppError(BAD_ADDRESS, 400);
  return clientError(clientStatus);
}

// A library's own message may hold its internals or the input echoed back: only the status is kept, with the kit's words for it.
function clientError(status: number): AppError {
  switch (status) {
    case 401:
      return new NotAuthenticatedError();
    case 403:
      return new NotAllowedError();
    case 404:
      return new NotFoundError();
    case 413:
      return new PayloadTooLargeError();
    case 415:
      return new AppError('Request body is of a type that is not supported', 415);
    case 429:
      return new TooManyRequestsError();
    default:
      return new AppError('The request could not be read', status);
  }
}
