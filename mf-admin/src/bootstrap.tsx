import { mountStandalone } from '@easel/ui';
import { adminApp } from './app/admin-app';

// Opened on its own (dev server or dist): the app with its own store, no shell around it.
mountStandalone(adminApp);
