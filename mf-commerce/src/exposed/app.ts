import { createLifecycles } from '@easel/ui';
import { commerceApp } from '../app/commerce-app';

export const { bootstrap, mount, unmount } = createLifecycles(commerceApp);
