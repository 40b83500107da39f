import { runService } from '@easel/service-kit';
import { communityService } from './service';

void runService(communityService);
