import { runService } from '@easel/service-kit';
import { identityService } from './service';

void runService(identityService);
