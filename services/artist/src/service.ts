import { defineService, port, type ServiceConfig, type ServiceContext } from '@easel/service-kit';
import { migrations } from '../migrations';
import { artistRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

const configShape = { PORT: port(4103) };

export type ArtistContext = ServiceContext<ServiceConfig<typeof configShape>>;

export const artistService = defineService({ name: 'artist', configShape, migrations, routes: artistRoutes, seed: seedDemo });
