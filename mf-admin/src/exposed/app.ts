import { createLifecycles } from '@easel/ui';
import { adminApp } from '../app/admin-app';

export const { bootstrap, mount, unmount } = createLifecycles(adminApp);
