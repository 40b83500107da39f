import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerArtist } from '../support/artworks';
import { everyReplica, replica, type ServiceName } from '../support/replicas';

// A session ended on one replica (a logout, a password change) is refused by every replica of every service within
// 5 s: identity writes it to Redis as it ends it, and the others follow identity's feed too.

const SESSION_ENDED = 'Your session has ended, please log in again';
const withinMs = 5000;

/** One call per service that reads the caller's token (a signed-in route there), as the replica itself takes it. */
const probes: Record<ServiceName, { method: 'GET' | 'POST'; path: string }> = {
  identity: { method: 'GET', path: '/user/me' },
  catalog: { method: 'POST', path: '/artwork/new' },
  artist: { method: 'POST', path: '/artwork/artist/message' },
  commerce: { method: 'GET', path: '/orders/security-probe' },
  community: { method: 'POST', path: '/artwork/comment/new' },
  admin: { method: 'GET', path: '/admin/me' },
};

const probe = (request: APIRequestContext, url: string, service: ServiceName, token: string) =>
  request.fetch(`${url}${probes[service].path}`, {
    method: probes[service].method,
    headers: { authorization: `Bearer ${token}` },
    ...(probes[service].method === 'POST' ? { data: {} } : {}),
  });

/** A fresh artist's second session (a login of its own), whose token every replica takes but admin's. */
async function liveSession(request: APIRequestContext) {
  const artist = await registerArtist(request, 'Session Keeper');
  const login = await request.post('/api/auth/login', { data: { email: artist.email, password: artist.password } });
  expect(login.status(), 'the artist logs in').toBe(200);
  const { token } = (await login.json()) as { token: string };
  for (const { service, name, url } of everyReplica) {
    const answer = await probe(request, url, service, token);
    // Admin takes only admin tokens: a user's is refused there whatever its session.
    if (service === 'admin') expect(answer.status(), `${name} refuses a user token`).toBe(401);
    else expect(answer.status(), `${name} takes the live token: ${await answer.text()}`).not.toBe(401);
  }
  return { artist, token };
}

/** Every replica refuses `token` as ended within 5 s of `endedAt`; answers the slowest, in ms. */
async function refusedEverywhere(request: APIRequestContext, token: string, endedAt: number): Promise<number> {
  const afters = await Promise.all(
    everyReplica.map(async ({ service, name, url }) => {
      for (;;) {
        const answer = await probe(request, url, service, token);
        if (answer.status() === 401) {
          if (service !== 'admin')
            expect((await answer.json()) as { message: string }, `${name} says why`).toEqual({
              message: SESSION_ENDED,
            });
          return Date.now() - endedAt;
        }
        expect(Date.now() - endedAt, `${name} still takes the ended token`).toBeLessThan(withinMs);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return Math.max(...afters);
}

test('when a user logs out through the gateway, then every replica of every service refuses the old token within 5 s', async ({
  request,
}) => {
  const { token } = await liveSession(request);
  const logout = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status(), 'the logout').toBe(200);
  expect(await refusedEverywhere(request, token, Date.now())).toBeLessThan(withinMs);
});

test('when a user changes the password on identity replica 2, then every replica of every service refuses the old token within 5 s', async ({
  request,
}) => {
  const { artist, token } = await liveSession(request);
  const changed = await request.post(`${replica('identity', 2)}/auth/change-password`, {
    headers: { authorization: `Bearer ${token}` },
    data: { oldPassword: artist.password, newPassword: 'renewed-replica-secret-8' },
  });
  expect(changed.ok(), `the password is changed: ${changed.status()} ${await changed.text()}`).toBe(true);
  expect(await refusedEverywhere(request, token, Date.now())).toBeLessThan(withinMs);
});
