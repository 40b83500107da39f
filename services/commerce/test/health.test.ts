import { describeServiceBasics } from '@easel/service-kit/testing';
import { commerceService } from '../src/service';

describeServiceBasics(commerceService);
