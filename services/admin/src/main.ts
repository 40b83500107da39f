import { runService } from '@easel/service-kit';
import { adminService } from './service';

void runService(adminService);
