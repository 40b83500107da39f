import { describeServiceBasics } from '@easel/service-kit/src/testing';
import { identityService } from '../src/service';

describeServiceBasics(identityService);
