import { createLifecycles } from '@easel/ui';
import { artistApp } from '../app/artist-app';

export const { bootstrap, mount, unmount } = createLifecycles(artistApp);
