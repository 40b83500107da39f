import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { artist, bearer, customer, GOOGLE_CLIENT_ID, newRelay, signUp, startIdentity, withRefresh } from './helpers';

const SUSPENDED = { message: 'This account is suspended' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-suspension-'));

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity({ GOOGLE_CLIENT_ID, DATA_DIR: dataDir, PUBLIC_URL: 'https://easel.example' });
});
afterAll(async () => {
  await service.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const internal = () => ({
  search: (query: Record<string, unknown>) =>
    request(service.app).get('/internal/people').query(query).set(service.credential),
  person: (id: string) => request(service.app).get(`/internal/people/${id}`).set(service.credential),
  suspend: (id: string, suspended: unknown) =>
    request(service.app).put(`/internal/people/${id}/suspended`).set(service.credential).send({ suspended }),
  passwordReset: (id: string) =>
    request(service.app).post(`/internal/people/${id}/password-reset`).set(service.credential),
});
const logIn = (email: string, password: string) => request(service.app).post('/auth/login').send({ email, password });

describe('GET /internal/people', () => {
  test('when an admin searches by e-mail, name or page address, then the matching accounts are answered with role and status', async () => {
    const tag = `quill${Date.now()}`;
    const painter = await signUp(service.app, artist({ artistName: `Ines ${tag}`, email: `ines.${tag}@example.com` }));
    const buyer = await signUp(service.app, customer({ firstName: 'Olu', lastName: tag }));
    await internal().suspend(buyer.user._id, true).expect(200);

    const byName = await internal().search({ q: tag }).expect(200);
    expect(byName.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(
      byName.body.people.map((p: { id: string; role: string; status: string }) => [p.id, p.role, p.status]),
    ).toEqual([
      [buyer.user._id, 'customer', 'suspended'],
      [painter.user._id, 'user', 'active'],
    ]);
    expect(
      (
        await internal()
          .search({ q: `OLU ${tag.toUpperCase()}` })
          .expect(200)
      ).body.total,
    ).toBe(1);
    expect((await internal().search({ q: painter.user.slug }).expect(200)).body.people[0].id).toBe(painter.user._id);
    expect(
      (
        await internal()
          .search({ q: `ines.${tag}@` })
          .expect(200)
      ).body.people[0].email,
    ).toBe(`ines.${tag}@example.com`);
  });

  test('when the search holds % or _, then they are matched as themselves, not as wildcards', async () => {
    expect((await internal().search({ q: '%_%' }).expect(200)).body).toMatchObject({ people: [], total: 0 });
  });

  test('when there are more accounts than a page, then the next page goes on from the first', async () => {
    const tag = `pager${Date.now()}`;
    for (let n = 0; n < 21; n += 1) await signUp(service.app, customer({ lastName: tag }));
    const first = await internal().search({ q: tag }).expect(200);
    const second = await internal().search({ q: tag, page: 2 }).expect(200);
    expect([first.body.people.length, second.body.people.length, second.body.total]).toEqual([20, 1, 21]);
    expect(first.body.people.map((p: { id: string }) => p.id)).not.toContain(second.body.people[0].id);
  });

  test('when the page is not a number or the search is too long, then 400 says so; without the credential, 401', async () => {
    await internal().search({ page: 'two' }).expect(400, { message: 'Page must be a number' });
    await internal().search({ page: 0 }).expect(400, { message: 'Page must be 1 or more' });
    await internal()
      .search({ q: 'x'.repeat(201) })
      .expect(400, { message: 'A search can be at most 200 characters' });
    await request(service.app).get('/internal/people').expect(401, { message: 'Service credential required' });
  });
});

describe('GET /internal/people/:id', () => {
  test('when the account exists, then its details are answered; an unknown or malformed id is 404', async () => {
    const { user } = await signUp(service.app, artist());
    const { body } = await internal().person(user._id).expect(200);
    expect(body).toMatchObject({
      id: user._id,
      email: user.email,
      role: 'user',
      status: 'active',
      suspendedAt: null,
      google: false,
      artworkCount: 0,
    });
    await internal().person('00000000-0000-4000-8000-000000000000').expect(404, { message: 'User not found' });
    await internal().person('not-a-uuid').expect(404, { message: 'User not found' });
  });
});

describe('PUT /internal/people/:id/suspended', () => {
  test('when an account is suspended, then the right password, Google and the refresh token are refused with "This account is suspended"', async () => {
    const body = customer();
    const { user, refreshToken } = await signUp(service.app, body);
    const { body: answer } = await internal().suspend(user._id, true).expect(200);
    expect(answer.before).toMatchObject({ status: 'active', suspendedAt: null });
    expect(answer.after).toMatchObject({ status: 'suspended', suspendedAt: expect.any(String) });

    await logIn(body.email, body.password).expect(403, SUSPENDED);
    await request(service.app)
      .post('/auth/google')
      .send({ credential: service.google.idToken({ email: body.email }) })
      .expect(403, SUSPENDED);
    await request(service.app).post('/auth/refresh').set(withRefresh(refreshToken)).expect(401, SUSPENDED);
  });

  test('when a suspended account is tried with a wrong password, then it is told only that the credentials are wrong', async () => {
    const body = customer();
    const { user } = await signUp(service.app, body);
    await internal().suspend(user._id, true).expect(200);
    await logIn(body.email, 'not-the-password-1').expect(401, { message: 'Wrong e-mail or password' });
  });

  test('when its sessions are ended too, then its open token is refused; once restored, it signs in again', async () => {
    const body = customer();
    const { user, token } = await signUp(service.app, body);
    await internal().suspend(user._id, true).expect(200);
    await request(service.app)
      .post(`/internal/users/${user._id}/sessions/end`)
      .set(service.credential)
      .expect(200, { _id: user._id, ended: 1 });
    await request(service.app).get('/user/me').set(bearer(token)).expect(401);

    const { body: restored } = await internal().suspend(user._id, false).expect(200);
    expect([restored.before.status, restored.after.status]).toEqual(['suspended', 'active']);
    const again = await logIn(body.email, body.password).expect(200);
    await request(service.app).get('/user/me').set(bearer(again.body.token)).expect(200);
    // Restoring ends nothing and brings back nothing: the old token stays refused.
    await request(service.app).get('/user/me').set(bearer(token)).expect(401);
  });

  test('when an account already suspended is suspended again, then it keeps the moment its suspension began', async () => {
    const { user } = await signUp(service.app);
    const first = await internal().suspend(user._id, true).expect(200);
    const second = await internal().suspend(user._id, true).expect(200);
    expect(second.body.after.suspendedAt).toBe(first.body.after.suspendedAt);
  });

  test('when the body or the account is wrong, then 400 or 404 says so', async () => {
    const { user } = await signUp(service.app);
    await internal().suspend(user._id, 'yes').expect(400, { message: 'Suspended must be true or false' });
    await request(service.app)
      .put(`/internal/people/${user._id}/suspended`)
      .set(service.credential)
      .expect(400, { message: 'Suspended must be true or false' });
    await internal().suspend('00000000-0000-4000-8000-000000000000', true).expect(404, { message: 'User not found' });
    await request(service.app).put(`/internal/people/${user._id}/suspended`).send({ suspended: true }).expect(401);
  });
});

describe('POST /internal/people/:id/password-reset', () => {
  test('when an admin sends a password reset, then the account gets the usual reset mail with a working link', async () => {
    const { user } = await signUp(service.app);
    await internal().passwordReset(user._id).expect(200, { email: user.email });
    const relay = await newRelay(service);
    let mail: string | undefined;
    for (let tries = 0; !mail && tries < 50; tries += 1) {
      await relay.deliverDue();
      const folder = path.join(dataDir, 'mail');
      mail = (fs.existsSync(folder) ? fs.readdirSync(folder) : [])
        .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
        .find((text) => text.includes(`To: ${user.email}`));
    }
    const resetId = /reset-password\/([0-9a-f-]{36})/.exec(mail ?? '')?.[1];
    await request(service.app).get(`/auth/reset-password/${resetId}`).expect(200);
    await internal().passwordReset('00000000-0000-4000-8000-000000000000').expect(404, { message: 'User not found' });
  });
});
