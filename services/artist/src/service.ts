import { defineService } from '@easel/service-kit';
import { migrations } from '../migrations';
import { artistConfigShape } from './config';
import { createArtistDeps } from './deps';
import { artistRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

/** Artist pages, the messenger, gift cards, newsletters and collector analytics. */
export const artistService = defineService({
  name: 'artist',
  configShape: artistConfigShape,
  migrations,
  deps: createArtistDeps,
  routes: artistRoutes,
  // The outbox relay: replies, gift-card codes and newsletter batches leave by mail from it.
  jobs: (deps) => deps.outbox.start(),
  seed: seedDemo,
});
