import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

/** Keeps a well-formed incoming x-request-id, else makes one; it is echoed and travels on with the request. */
export function requestId(req: Request, res: Response, next: NextFunction) {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  next();
}

// Every service reads identity's ended-sessions feed each second: an answered read is a debug line, not five a second.
const POLLED = /^\/internal\/sessions\/ended(\?|$)/;

/** One pino line per request, tagged with its request id; health probes are not logged, answered feed polls only at debug. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req) => String(req.headers['x-request-id']),
    autoLogging: { ignore: (req) => /^\/(livez|readyz)$/.test(req.url ?? '') },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return POLLED.test(req.url ?? '') && res.statusCode < 400 ? 'debug' : 'info';
    },
  });
}
