import request from 'supertest';
import { customer, signUp, startIdentity } from './helpers';

// GET /auth/reset-password/:id: the reset page asks it before showing the form.
const USABLE = { message: 'This reset link can be used' };
const UNUSABLE = { message: 'This reset link has been used or is unknown. Ask for a new one.' };
const EXPIRED = { message: 'This reset link has expired. Ask for a new one.' };

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

/** A reset link written straight into the table, as requestPasswordReset writes it, `expiresInMs` from now. */
async function resetLink(expiresInMs = 60 * 60 * 1000): Promise<string> {
  const { user } = await signUp(service.app, customer());
  const [row] = await service.ctx
    .db('password_resets')
    .insert({ user_id: user._id, expires_at: new Date(Date.now() + expiresInMs) })
    .returning('id');
  return String(row.id);
}
const check = (id: string) => request(service.app).get(`/auth/reset-password/${encodeURIComponent(id)}`);

test('when the link is fresh, then 200 says it can be used, and checking does not use it up', async () => {
  const id = await resetLink();
  await check(id).expect(200, USABLE);
  await check(id).expect(200, USABLE);
  await request(service.app).post(`/auth/reset-password/${id}`).send({ password: 'brand-new-pass-7' }).expect(200);
});

test('when the link has been used, then 404 says it has been used or is unknown', async () => {
  const id = await resetLink();
  await request(service.app).post(`/auth/reset-password/${id}`).send({ password: 'brand-new-pass-8' }).expect(200);
  await check(id).expect(404, UNUSABLE);
});

test.each([
  ['an unknown id', '3f1b2c4d-0000-4000-8000-000000000000'],
  ['an id that is not a uuid', "1' OR '1'='1"],
])('when the link has %s, then 404 says it has been used or is unknown', async (_case, id) => {
  await check(id).expect(404, UNUSABLE);
});

test('when the link is over an hour old, then 410 says it has expired', async () => {
  const id = await resetLink(-1000);
  await check(id).expect(410, EXPIRED);
});

test('when an expired link has been used too, then it says used or unknown (asking again is the way either way)', async () => {
  const id = await resetLink();
  await request(service.app).post(`/auth/reset-password/${id}`).send({ password: 'brand-new-pass-9' }).expect(200);
  await service.ctx
    .db('password_resets')
    .where({ id })
    .update({ expires_at: new Date(Date.now() - 1000) });
  await check(id).expect(404, UNUSABLE);
});
