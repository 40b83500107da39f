import { runService } from '@easel/service-kit';
import { catalogService } from './service';

void runService(catalogService);
