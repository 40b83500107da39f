import { ConfigError, createLogger, createRedis, serve } from '@easel/service-kit';
import { loadGatewayConfig, type GatewayConfig } from './config';
import { createGatewayApp } from './entry-points/http/create-gateway-app';

const config = readConfigOrExit();
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = createRedis(config.REDIS_URL, logger);
serve(createGatewayApp(config, logger, redis), {
  name: 'gateway',
  port: config.PORT,
  host: config.HOST,
  logger,
  drainMs: config.DRAIN_MS,
  onStop: async () => redis?.disconnect(),
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
