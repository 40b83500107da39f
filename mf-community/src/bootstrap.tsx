import { mountStandalone } from '@easel/ui';
import { communityApp } from './app/community-app';

// Opened on its own (dev server or dist): the app with its own store, no shell around it.
mountStandalone(communityApp);
