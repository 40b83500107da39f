import { describeServiceBasics } from '@easel/service-kit/src/testing';
import { commerceService } from '../src/service';

describeServiceBasics(commerceService);
