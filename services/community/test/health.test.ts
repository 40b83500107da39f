import { describeServiceBasics } from '@easel/service-kit/testing';
import { communityService } from '../src/service';

describeServiceBasics(communityService);
