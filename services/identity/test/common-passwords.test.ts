import request from 'supertest';
import { DEMO_PASSWORD } from '@easel/contracts';
import { bearer, customer, signUp, startIdentity } from './helpers';

const TOO_COMMON = { message: 'This password is too common, please choose another' };

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

test.each(['password', 'PassWord', '12345678', 'iloveyou', 'qwertyuiop', 'Sunshine1'])(
  'when someone registers with %s, then 400 says it is too common and no account is made',
  async (password) => {
    const body = customer({ password });
    await request(service.app).post('/auth/register').send(body).expect(400, TOO_COMMON);
    await request(service.app).post('/auth/login').send({ email: body.email, password }).expect(401);
  },
);

test(`when someone registers with the demo password (${DEMO_PASSWORD}) or a passphrase, then it is taken`, async () => {
  await signUp(service.app, customer({ password: DEMO_PASSWORD }));
  await signUp(service.app, customer({ password: 'violet tram under the bridge' }));
});

test('when a signed-in user changes to a common password, then 400 and the old one still works', async () => {
  const body = customer();
  const { token } = await signUp(service.app, body);
  await request(service.app)
    .post('/auth/change-password')
    .set(bearer(token))
    .send({ oldPassword: body.password, newPassword: 'Password1' })
    .expect(400, TOO_COMMON);
  await request(service.app).get('/user/me').set(bearer(token)).expect(200);
  await request(service.app).post('/auth/login').send({ email: body.email, password: body.password }).expect(200);
});

test('when a reset link would set a common password, then 400 and the link still works for a good one', async () => {
  const body = customer();
  const { user } = await signUp(service.app, body);
  const [reset] = await service.ctx
    .db('password_resets')
    .insert({ user_id: user._id, expires_at: new Date(Date.now() + 60_000) })
    .returning('id');
  await request(service.app)
    .post(`/auth/reset-password/${reset.id}`)
    .send({ password: 'football' })
    .expect(400, TOO_COMMON);
  await request(service.app)
    .post(`/auth/reset-password/${reset.id}`)
    .send({ password: 'a-rare-new-pass-3' })
    .expect(200, { message: 'Your password has been reset, please log in' });
});
