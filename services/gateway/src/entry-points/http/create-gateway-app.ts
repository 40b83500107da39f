import {
  deviceCookies,
  errorHandler,
  gatewayCredential,
  guardAddress,
  notFound,
  requestId,
  requestLogging,
  serviceCredentialFrom,
  type Logger,
  type Redis,
} from '@easel/service-kit';
import express, { type Express } from 'express';
import { publicConfig, serviceUpstreams, type GatewayConfig } from '../../config';
import { upstreamPools, type UpstreamPools } from '../../domain/upstream-pool';
import { authRateLimits, communityRateLimits } from './auth-rate-limits';
import { compressAnswers } from './compress-answers';
import { frontEnd } from './front-end';
import { health } from './health';
import { pageHead } from './page-head';
import { proxyToServices } from './proxy-to-services';
import { publicConfigRoute } from './public-config';
import { corsAllowlist, securityHeaders } from './security-headers';

/**
 * The one public origin: health, /api/* to the owning service, /config.json, then the front-end builds.
 * `pools`: the services' replicas, which the caller keeps probing (watchReplicas); by default one pool per setting.
 */
export function createGatewayApp(
  config: GatewayConfig,
  logger: Logger,
  redis?: Redis,
  pools: UpstreamPools = upstreamPools(serviceUpstreams(config)),
): Express {
  const upstreams = serviceUpstreams(config);
  const secret = serviceCredentialFrom(config);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestId);
  app.use(requestLogging(logger));
  app.use(securityHeaders(config.REMOTES_JSON));
  // The services refuse a bad address themselves; refusing it here too keeps it from the static files and the proxy.
  app.use(guardAddress);
  app.use(health(upstreams));
  app.use(['/api', '/remotes.json', '/config.json'], corsAllowlist(config.CORS_ORIGINS));
  app.use(
    '/api',
    compressAnswers(),
    authRateLimits(config.RATE_LIMIT_AUTH_PER_MINUTE, deviceCookies(secret), redis),
    communityRateLimits(config.RATE_LIMIT_COMMENTS_PER_MINUTE, redis),
    proxyToServices(
      pools,
      { upstreamMs: config.UPSTREAM_TIMEOUT_MS, uploadMs: config.UPLOAD_TIMEOUT_MS },
      gatewayCredential(secret),
    ),
  );
  app.use(publicConfigRoute(publicConfig(config)));
  app.use(frontEnd(config.STATIC_ROOT, config.REMOTES_JSON, pageHead(pools.catalog)));
  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
