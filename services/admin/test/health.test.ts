import { describeServiceBasics } from '@easel/service-kit/testing';
import { adminService } from '../src/service';

describeServiceBasics(adminService);
