import { describeServiceBasics } from '@easel/service-kit/src/testing';
import { adminService } from '../src/service';

describeServiceBasics(adminService);
