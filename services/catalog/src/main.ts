import { ConfigError, loadServiceConfig, runService } from '@easel/service-kit';
import { catalogConfigShape } from './config';
import { createMediaStorage } from './data-access/media-storage';
import { catalogService } from './service';

// Storage settings are checked together (all four S3_* or none) before migrations and seeding start.
try {
  createMediaStorage(loadServiceConfig(catalogConfigShape));
  void runService(catalogService);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
