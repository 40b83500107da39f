import { send, type Call } from './hostile-input';
import { changePassword, freshSession, logOut, untilRefused } from './sessions';
import { SERVICES, type ServiceName, type World } from './world';

// How long each service keeps taking a session's access token after the session ends, polled through the gateway.

/** One call per service that reads the caller's token when one comes (a signed-in route where the service has one). */
const PROBES: Record<ServiceName, Call> = {
  identity: { path: '/api/user/me' },
  catalog: { path: '/api/artwork/new', json: {} },
  artist: { path: '/api/artwork/artist/message', json: {} },
  commerce: { path: '/api/orders/security-probe' },
  community: { path: '/api/artwork/comment/new', json: {} },
  admin: { path: '/api/admin/me' },
};

export type Revocation =
  | { service: ServiceName; kind: 'measured'; afterMs: number; status: number }
  /** the probe answers the same with a live token, a garbage one or an ended one: nothing there to refuse */
  | { service: ServiceName; kind: 'reads no token'; status: number }
  /** the probe refuses even the live token: a user token is not for this service (admin's audience) */
  | { service: ServiceName; kind: 'refuses user tokens'; status: number };

export async function measureRevocation(
  world: World,
  end: 'logout' | 'password change',
  withinMs = 8000,
): Promise<Revocation[]> {
  const session = await freshSession(world, 'delay');
  const probe = (service: ServiceName, token: string) => send(world, { ...PROBES[service], as: { token } });
  const before = await Promise.all(
    SERVICES.map(async (service) => ({
      service,
      live: await probe(service, session.account.token),
      garbage: await probe(service, 'not-a-token'),
    })),
  );
  const ended = end === 'logout' ? await logOut(session) : await changePassword(session);
  if (!ended.ok()) throw new Error(`the ${end} failed: ${ended.status()} ${await ended.text()}`);
  const started = Date.now();
  return Promise.all(
    before.map(async ({ service, live, garbage }): Promise<Revocation> => {
      if (live.status === 401) return { service, kind: 'refuses user tokens', status: live.status };
      if (garbage.status !== 401) return { service, kind: 'reads no token', status: live.status };
      const { answer } = await untilRefused(
        world,
        { ...PROBES[service], as: { token: session.account.token } },
        withinMs,
      );
      return { service, kind: 'measured', afterMs: Date.now() - started, status: answer.status };
    }),
  );
}
