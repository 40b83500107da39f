import { createLifecycles } from '@easel/ui';
import { communityApp } from '../app/community-app';

export const { bootstrap, mount, unmount } = createLifecycles(communityApp);
