import { createLifecycles } from '@easel/ui';
import { catalogApp } from '../app/catalog-app';

export const { bootstrap, mount, unmount } = createLifecycles(catalogApp);
