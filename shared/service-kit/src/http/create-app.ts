import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { Logger } from '../logger';
import { forwardedByGateway } from '../internal/gateway-credential';
import { guardAddress } from './address-guard';
import { errorHandler, notFound } from './error-handler';
import { notReadyWhileStopping } from './graceful-stop';
import { jsonBody } from './json-body';
import { requestId, requestLogging } from './request-context';

export interface AppOptions {
  logger: Logger;
  /** The service's own routes, mounted at the root (the gateway strips /api). */
  routes: Router;
  /** Throws when the service cannot serve (database down). */
  readiness: () => Promise<unknown>;
  bodyLimit?: string;
  /** The services' shared secret: X-Forwarded-* are believed only from the gateway, which proves it holds it. */
  internalSecret?: string;
}

export function createApp({ logger, routes, readiness, bodyLimit = '100kb', internalSecret }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(forwardedByGateway(internalSecret));
  app.use(helmet());
  app.use(requestId);
  app.use(requestLogging(logger));
  app.use(guardAddress);
  app.get('/livez', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', notReadyWhileStopping, async (_req, res) => {
    try {
      await readiness();
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ message: 'Database unavailable' });
    }
  });
  app.use(jsonBody(bodyLimit));
  app.use(routes);
  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
