import { describeServiceBasics } from '@easel/service-kit/src/testing';
import { catalogService } from '../src/service';

describeServiceBasics(catalogService);
