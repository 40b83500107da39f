import { expect, test, type APIRequestContext } from '@playwright/test';
import { JPEG } from '../support/artworks';
import { registerCustomer } from '../support/account';
import { asForwardedFrom, replica } from '../support/replicas';

// The services' own limits count in Redis, shared by their replicas: a visitor does not get twice the allowance by
// reaching both. (The gateway's limits per IP are shared the same way, between gateways.)

test('when a customer uploads through catalog replica 1, then replica 2, then the sixth upload of the minute is refused by both', async ({
  request,
}) => {
  const customer = await registerCustomer(request, 'Uploader');
  const upload = (n: 1 | 2) =>
    request.post(`${replica('catalog', n)}/media`, {
      headers: customer.auth,
      multipart: { file: { name: 'avatar.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
    });
  // A customer may upload 5 files a minute (catalog's UPLOAD_ALLOWANCES).
  const allowed = [];
  for (const n of [1, 1, 1, 2, 2] as const) allowed.push((await upload(n)).status());
  expect(allowed).toEqual([201, 201, 201, 201, 201]);
  for (const n of [1, 2] as const) {
    const refused = await upload(n);
    expect(refused.status(), `replica ${n} counts the others' uploads`).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many uploads, please wait a minute and try again' });
  }
});

test('when a password is guessed wrong on identity replica 1, then on replica 2, then the sixth try from that address is refused by both', async ({
  request,
}) => {
  const customer = await registerCustomer(request, 'Guessed');
  // An address of this test's own, forwarded as the gateway would.
  const from = asForwardedFrom(`203.0.113.${1 + Math.floor(Math.random() * 250)}`);
  const login = (api: APIRequestContext, n: 1 | 2, password: string) =>
    api.post(`${replica('identity', n)}/auth/login`, { headers: from, data: { email: customer.email, password } });
  // Five failed logins per account and address in 15 minutes (identity's login throttle).
  const wrong = [];
  for (const n of [1, 1, 1, 2, 2] as const) wrong.push((await login(request, n, `wrong-${n}`)).status());
  expect(wrong).toEqual([401, 401, 401, 401, 401]);
  for (const n of [1, 2] as const) {
    const refused = await login(request, n, customer.password);
    expect(refused.status(), `replica ${n} counts the others' failures`).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many failed logins, please try again in 1[45] minutes, or sign in from a browser you have signed in with before$/,
    );
  }
});
