import { describeServiceBasics } from '@easel/service-kit/testing';
import { artistService } from '../src/service';

describeServiceBasics(artistService);
