import { describeServiceBasics } from '@easel/service-kit/src/testing';
import { communityService } from '../src/service';

describeServiceBasics(communityService);
