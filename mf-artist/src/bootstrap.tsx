import { mountStandalone } from '@easel/ui';
import { artistApp } from './app/artist-app';

// Opened on its own (dev server or dist): the app with its own store, no shell around it.
mountStandalone(artistApp);
