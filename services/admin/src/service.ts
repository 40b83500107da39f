import { AUDIENCE, defineService } from '@easel/service-kit';
import { migrations } from '../migrations';
import { adminConfigShape } from './config';
import { createAdminDeps } from './deps';
import { adminRoutes, adminSessionRoutes } from './entry-points/http/routes';
import { seedDemo } from './seed/seed-demo';

/** Admin accounts and the audit log; every other admin action is a call to the service that owns the data. */
export const adminService = defineService({
  name: 'admin',
  configShape: adminConfigShape,
  migrations,
  deps: createAdminDeps,
  // Admins carry tokens of their own audience: a user token is refused on every admin route.
  audience: AUDIENCE.admin,
  sessionRoutes: adminSessionRoutes,
  routes: adminRoutes,
  seed: seedDemo,
});
