import {
  DEMO_ADMIN_TOTP_SECRET,
  ADMIN_FORBIDDEN,
  ADMIN_PERMISSIONS,
  adminCan,
  type AdminPermission,
  type AdminProfile,
} from '@easel/contracts';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { permissionCheckedBy } from '../src/entry-points/http/admin-guard';
import { adminService } from '../src/service';

/**
 * Every admin route against every role, read from the router the service mounts: a new route is in the matrix the
 * moment it is mounted, with the permission its guard names. A route without that guard must be named here.
 */
const OWN_ACCOUNT_ROUTES = [
  // An admin's own second factor: every role sets up theirs (the route itself refuses an owner turning it off).
  'POST /admin/me/second-factor',
  'POST /admin/me/second-factor/confirm',
  'POST /admin/me/second-factor/off',
];

const STAFF: (Pick<AdminProfile, 'id' | 'role' | 'canRefund'> & { label: string })[] = [
  { label: 'owner', id: '5ad0e5c0-0000-4000-8000-000000000001', role: 'owner', canRefund: false },
  { label: 'moderator', id: '5ad0e5c0-0000-4000-8000-000000000002', role: 'moderator', canRefund: false },
  { label: 'editor', id: '5ad0e5c0-0000-4000-8000-000000000003', role: 'editor', canRefund: false },
  { label: 'support', id: '5ad0e5c0-0000-4000-8000-000000000004', role: 'support', canRefund: false },
  {
    label: 'support with the refund right',
    id: '5ad0e5c0-0000-4000-8000-000000000005',
    role: 'support',
    canRefund: true,
  },
];

interface MountedRoute {
  method: string;
  path: string;
  permission?: AdminPermission;
}
interface Layer {
  rawPath: string | string[];
  handle: { stack?: Layer[] };
  route?: { methods: Record<string, boolean>; stack: Layer[] };
}

/** The routes of an express router and of the routers under it, each with the permission its guard checks. */
function mountedRoutes(stack: Layer[], prefix = ''): MountedRoute[] {
  let sharedPermission: AdminPermission | undefined;
  return stack.flatMap((layer) => {
    const paths = ([] as string[])
      .concat(layer.rawPath)
      .map((path) => (path === '/' && !layer.route ? prefix : prefix + path));
    if (layer.route) {
      const permission =
        layer.route.stack.map((step) => permissionCheckedBy(step.handle)).find(Boolean) ?? sharedPermission;
      return Object.keys(layer.route.methods).flatMap((method) =>
        paths.map((path) => ({ method: method.toUpperCase(), path, permission })),
      );
    }
    if (layer.handle.stack) return paths.flatMap((path) => mountedRoutes(layer.handle.stack!, path));
    // The guard used on a whole router guards the routes after it.
    sharedPermission = permissionCheckedBy(layer.handle) ?? sharedPermission;
    return [];
  });
}

// Any id in a path: no such thing exists, so an allowed call ends in 400 or 404, never in a change.
const withSampleParams = (path: string) =>
  path.replace(/:\w+/g, '5ad0e5c0-ffff-4000-8000-000000000000').replace(/\*\w+/g, 'x').replace(/[{}]/g, '');
const nameOf = ({ method, path }: MountedRoute) => `${method} ${path}`;

describe('the role matrix: every admin route against every role', () => {
  let service: TestService<typeof adminService>;
  let otherServices: Awaited<ReturnType<typeof serveLocally>>;
  let routes: MountedRoute[];
  const tokens = new Map<string, string>();
  const call = (route: MountedRoute, token: string) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const sent = request(service.app)[method](withSampleParams(route.path)).set('authorization', `Bearer ${token}`);
    return route.method === 'GET' ? sent : sent.send({});
  };

  beforeAll(async () => {
    // The services an admin acts on know nothing: a call that reaches them is answered 404.
    otherServices = await serveLocally((_req, res) =>
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}'),
    );
    const url = otherServices.url;
    service = await startTestService(adminService, {
      IDENTITY_URL: url,
      CATALOG_URL: url,
      ARTIST_URL: url,
      COMMERCE_URL: url,
      COMMUNITY_URL: url,
    });
    const admins = service.deps.admins;
    for (const admin of STAFF) {
      // The owner role holds a second factor, or its sessions are refused.
      const totpSecret = admin.role === 'owner' ? DEMO_ADMIN_TOTP_SECRET : null;
      await admins.insert({
        ...admin,
        email: `${admin.id}@easel.example`,
        name: admin.label,
        passwordHash: 'not-used',
        totpSecret,
      });
      tokens.set(admin.label, await service.signer.sign({ sub: admin.id, role: 'admin' }, AUDIENCE.admin));
    }
    routes = mountedRoutes((await adminService.routes(service.deps)).stack as unknown as Layer[]);
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await otherServices.close();
  });

  it('when the routes are read, then each is guarded by a permission of the contract, or named as an admin’s own', () => {
    expect(routes.length).toBeGreaterThan(1);
    const unguarded = routes.filter((route) => !route.permission).map(nameOf);
    expect(unguarded.filter((name) => !OWN_ACCOUNT_ROUTES.includes(name))).toEqual([]);
    for (const route of routes.filter((mounted) => mounted.permission))
      expect(Object.keys(ADMIN_PERMISSIONS)).toContain(route.permission);
  });

  it('when any role calls any guarded route, then 403 comes exactly where adminCan says no', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((mounted) => mounted.permission)) {
      for (const admin of STAFF) {
        const res = await call(route, tokens.get(admin.label)!);
        const refused = res.status === 403;
        if (refused !== !adminCan(admin, route.permission!) || (refused && res.body.message !== ADMIN_FORBIDDEN)) {
          wrong.push(
            `${nameOf(route)} (${route.permission}) as ${admin.label}: ${res.status} ${res.body.message ?? ''}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when any role calls its own account’s routes, then none is refused for its role', async () => {
    for (const route of routes.filter((mounted) => !mounted.permission)) {
      for (const admin of STAFF)
        expect((await call(route, tokens.get(admin.label)!)).body.message).not.toBe(ADMIN_FORBIDDEN);
    }
  });

  it('when a user token (even one naming an admin) calls any admin route, then 401', async () => {
    const userToken = await service.signer.sign({ sub: STAFF[0]!.id, role: 'admin' }, AUDIENCE.user);
    const answered = await Promise.all(
      routes.map(async (route) => `${nameOf(route)}: ${(await call(route, userToken)).status}`),
    );
    expect(answered).toEqual(routes.map((route) => `${nameOf(route)}: 401`));
  });

  it('when the routes are read, then none under /admin/audit changes anything: the log is only read', () => {
    const audit = routes.filter((route) => route.path.startsWith('/admin/audit'));
    expect(audit.map(nameOf)).toEqual(expect.arrayContaining(['GET /admin/audit', 'GET /admin/audit/export']));
    expect(audit.filter((route) => route.method !== 'GET')).toEqual([]);
  });
});
