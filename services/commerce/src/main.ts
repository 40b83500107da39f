import { runService } from '@easel/service-kit';
import { commerceService } from './service';

void runService(commerceService);
