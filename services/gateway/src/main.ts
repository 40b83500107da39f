import { ConfigError, createLogger, createRedis, serve } from '@easel/service-kit';
import { loadGatewayConfig, serviceUpstreams, type GatewayConfig } from './config';
import { upstreamPools } from './domain/upstream-pool';
import { createGatewayApp } from './entry-points/http/create-gateway-app';
import { watchReplicas } from './entry-points/http/watch-replicas';

const config = readConfigOrExit();
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = createRedis(config.REDIS_URL, logger);
const pools = upstreamPools(serviceUpstreams(config));
const stopWatching = watchReplicas(pools, { logger });
serve(createGatewayApp(config, logger, redis, pools), {
  name: 'gateway',
  port: config.PORT,
  host: config.HOST,
  logger,
  drainMs: config.DRAIN_MS,
  onStop: async () => {
    stopWatching();
    redis?.disconnect();
  },
});

function readConfigOrExit(): GatewayConfig {
  try {
    return loadGatewayConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
