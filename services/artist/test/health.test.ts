import { describeServiceBasics } from '@easel/service-kit/src/testing';
import { artistService } from '../src/service';

describeServiceBasics(artistService);
