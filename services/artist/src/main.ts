import { runService } from '@easel/service-kit';
import { artistService } from './service';

void runService(artistService);
