import { AUDIENCE, defineService, port, type ServiceConfig, type ServiceContext } from '@easel/service-kit';
import { z } from 'zod';
import { migrations } from '../migrations';
import { adminRoutes, adminSessionRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

// Admin signs its own tokens with the platform's key: from the environment, else the local pair under $DATA_DIR/keys.
const configShape = { PORT: port(4106), AUTH_PRIVATE_KEY: z.string().optional() };

export type AdminContext = ServiceContext<ServiceConfig<typeof configShape>>;

export const adminService = defineService({
  name: 'admin',
  configShape,
  migrations,
  // Admins carry tokens of their own audience: a user token is refused on every admin route.
  audience: AUDIENCE.admin,
  sessionRoutes: adminSessionRoutes,
  routes: adminRoutes,
  seed: seedDemo,
});
