import type { NextFunction, Request, Response } from 'express';
import { AppError, NotFoundError } from '../errors';
import type { Logger } from '../logger';

export function notFound(req: Request): never {
  throw new NotFoundError(`No route for ${req.method} ${req.path}`);
}

// The one place errors become HTTP: `{ message }` with the error's status.
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = toAppError(error);
    if (!known) {
      (req.log ?? logger).error({ err: error }, 'unhandled error');
      res.status(500).json({ message: 'Something went wrong, please try again' });
      return;
    }
    res.status(known.status).json({ message: known.message });
  };
}

// body-parser reports its own failures with a status and a type.
function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === 'entity.parse.failed') return new AppError('Request body is not valid JSON', 400);
  if (type === 'entity.too.large') return new AppError('Request body is too large', 413);
  if (type && status && status < 500) return new AppError('Request body could not be read', status);
  return undefined;
}
