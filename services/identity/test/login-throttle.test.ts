import request from 'supertest';
import { testRedis } from '@easel/service-kit/src/testing';
import { customer, signUp, startIdentity } from './helpers';

const WRONG = { message: 'Wrong e-mail or password' };
const WAIT_15 = { message: 'Too many failed logins, please try again in 15 minutes' };

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

let lastIp = 0;
/** A caller's address as the gateway forwards it (services trust the loopback proxy). */
const newIp = () => `198.51.100.${(lastIp += 1)}`;
const logIn = (app: typeof service.app, email: unknown, password: string, ip: string) =>
  request(app).post('/auth/login').set('X-Forwarded-For', ip).send({ email, password });

test('when one address fails 5 times on an account, then the 6th try waits 15 minutes, even with the right password', async () => {
  const body = customer();
  await signUp(service.app, body);
  const ip = newIp();
  for (let i = 0; i < 5; i += 1) await logIn(service.app, body.email, 'wrong-password', ip).expect(401, WRONG);
  await logIn(service.app, body.email, 'wrong-password', ip).expect(429, WAIT_15);
  await logIn(service.app, body.email, body.password, ip).expect(429, WAIT_15);
  // The owner elsewhere is not locked out by one address's failures.
  await logIn(service.app, body.email, body.password, newIp()).expect(200);
});

test('when a login succeeds, then the failures of that account from that address are forgotten', async () => {
  const body = customer();
  await signUp(service.app, body);
  const ip = newIp();
  for (let i = 0; i < 4; i += 1) await logIn(service.app, body.email, 'wrong-password', ip).expect(401);
  await logIn(service.app, body.email, body.password, ip).expect(200);
  for (let i = 0; i < 4; i += 1) await logIn(service.app, body.email, 'wrong-password', ip).expect(401);
  await logIn(service.app, body.email, body.password, ip).expect(200);
});

test('when guesses on one account come from many addresses, then after 20 failures every address waits', async () => {
  const body = customer();
  await signUp(service.app, body);
  for (let i = 0; i < 20; i += 1) await logIn(service.app, body.email, `guess-${i}`, newIp()).expect(401, WRONG);
  await logIn(service.app, body.email, body.password, newIp()).expect(429, WAIT_15);
  // Another account is not affected.
  const other = customer();
  await signUp(service.app, other);
  await logIn(service.app, other.email, other.password, newIp()).expect(200);
});

test('when one address tries 100 accounts that do not exist, then its next try waits, whatever the account', async () => {
  const ip = newIp();
  const attempts = Array.from({ length: 100 }, (_, i) => logIn(service.app, `sprayed-${i}@example.com`, 'wrong-password', ip));
  expect((await Promise.all(attempts)).map((res) => res.status)).toEqual(Array(100).fill(401));
  const res = await logIn(service.app, 'someone-else@example.com', 'wrong-password', ip).expect(429);
  expect(res.body.message).toMatch(/^Too many failed logins, please try again in \d+ minutes$/);
});

test('when guesses arrive all at once, then only the allowed number is checked', async () => {
  const body = customer();
  await signUp(service.app, body);
  const ip = newIp();
  const answers = await Promise.all(Array.from({ length: 12 }, () => logIn(service.app, body.email, 'wrong-password', ip)));
  expect(answers.filter((res) => res.status === 401)).toHaveLength(5);
  expect(answers.filter((res) => res.status === 429)).toHaveLength(7);
});

describe('with Redis', () => {
  const redis = testRedis();
  const env = { REDIS_URL: redis.url };
  let replicas: Array<Awaited<ReturnType<typeof startIdentity>>>;
  beforeAll(async () => {
    replicas = [await startIdentity(env), await startIdentity(env)];
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await redis.cleanup();
  });

  test('when failures are spread over two replicas, then they count together', async () => {
    const [a, b] = replicas;
    const body = customer();
    await signUp(a!.app, body);
    await b!.ctx.db('users').insert({ email: body.email, first_name: 'Cleo' }); // the replicas' test databases differ; the account exists on both
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) await logIn((i % 2 ? a : b)!.app, body.email, 'wrong-password', ip).expect(401, WRONG);
    await logIn(a!.app, body.email, body.password, ip).expect(429, WAIT_15);
    await logIn(b!.app, body.email, body.password, ip).expect(429, WAIT_15);
  });
});
