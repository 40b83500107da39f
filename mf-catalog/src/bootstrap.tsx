import { mountStandalone } from '@easel/ui';
import { catalogApp } from './app/catalog-app';

// Opened on its own (dev server or dist): the app with its own store, no shell around it.
mountStandalone(catalogApp);
