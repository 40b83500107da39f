import { ConfigError, runService } from '@easel/service-kit';
import { catalogService } from './service';

runService(catalogService).catch((error: unknown) => {
  // A setting that only shows its problem once read (S3 storage) stops the start with its message, not a stack.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
});
