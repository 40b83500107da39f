import { mountStandalone } from '@easel/ui';
import { commerceApp } from './app/commerce-app';

// Opened on its own (dev server or dist): the app with its own store, no shell around it.
mountStandalone(commerceApp);
