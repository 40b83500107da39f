import { ConfigError, createLogger, serve } from '@easel/service-kit';
import { loadGatewayConfig, type GatewayConfig } from './config';
import { createGatewayApp } from './entry-points/http/create-gateway-app';

const config = readConfigOrExit();
const logger = createLogger('gateway', config.LOG_LEVEL);
serve(createGatewayApp(config, logger), { name: 'gateway', port: config.PORT, logger });

function readConfigOrExit(): GatewayConfig {
  try {
    return loadGatewayConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
