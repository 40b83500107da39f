import { describeServiceBasics } from '@easel/service-kit/testing';
import { catalogService } from '../src/service';

describeServiceBasics(catalogService);
