import { defineService } from '@easel/service-kit';
import { migrations } from '../migrations';
import { artistConfigShape } from './config';
import { artistDepsOf } from './domain/artist-deps';
import { artistRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

export type { ArtistContext } from './domain/artist-deps';

/** Artist pages, the messenger, gift cards, newsletters and collector analytics. */
export const artistService = defineService({
  name: 'artist',
  configShape: artistConfigShape,
  migrations,
  deps: (ctx) => ctx,
  routes: artistRoutes,
  // The outbox relay: replies, gift-card codes and newsletter batches leave by mail from it.
  jobs: (ctx) => artistDepsOf(ctx).outbox.start(),
  seed: seedDemo,
});
