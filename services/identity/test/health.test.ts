import { describeServiceBasics } from '@easel/service-kit/testing';
import { identityService } from '../src/service';

describeServiceBasics(identityService);
