import request from 'supertest';
import { DEVICE_COOKIE, GATEWAY_CREDENTIAL_HEADER, gatewayCredential } from '@easel/service-kit';
import { testRedis } from '@easel/service-kit/testing';
import { customer, signUp, startIdentity } from './helpers';

const WRONG = { message: 'Wrong e-mail or password' };
const WAIT_15 = {
  message:
    'Too many failed logins, please try again in 15 minutes, or sign in from a browser you have signed in with before',
};
/** Refused by a spent per-address count, whatever the wait (the per-IP one lasts an hour). */
const NEW_BROWSER_WAITS =
  /^Too many failed logins, please try again in \d+ minutes, or sign in from a browser you have signed in with before$/;
const DEVICE_WAITS_15 = { message: 'Too many failed logins from this browser, please try again in 15 minutes' };

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

let lastIp = 0;
const newIp = () => `198.51.100.${(lastIp += 1)}`;
/** A login from a visitor at `ip`, as the gateway forwards it: with its credential, which makes identity believe it. */
const logIn = (app: typeof service.app, email: unknown, password: string, ip: string, cookie?: string) => {
  const call = request(app)
    .post('/auth/login')
    .set('X-Forwarded-For', ip)
    .set(GATEWAY_CREDENTIAL_HEADER, gatewayCredential(service.ctx.internal.secret));
  return (cookie ? call.set('Cookie', cookie) : call).send({ email, password });
};
/** The device cookie a login answer set, as the browser sends it back. */
const deviceCookieSet = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
const deviceCookieOf = (res: request.Response) => deviceCookieSet(res)?.split(';')[0];

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
  const attempts = Array.from({ length: 100 }, (_, i) =>
    logIn(service.app, `sprayed-${i}@example.com`, 'wrong-password', ip),
  );
  expect((await Promise.all(attempts)).map((res) => res.status)).toEqual(Array(100).fill(401));
  const res = await logIn(service.app, 'someone-else@example.com', 'wrong-password', ip).expect(429);
  expect(res.body.message).toMatch(
    /^Too many failed logins, please try again in \d+ minutes, or sign in from a browser you have signed in with before$/,
  );
});

test('when guesses arrive all at once, then only the allowed number is checked', async () => {
  const body = customer();
  await signUp(service.app, body);
  const ip = newIp();
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => logIn(service.app, body.email, 'wrong-password', ip)),
  );
  expect(answers.filter((res) => res.status === 401)).toHaveLength(5);
  expect(answers.filter((res) => res.status === 429)).toHaveLength(7);
});

describe('a browser that signed in before (device cookie)', () => {
  /** An account whose owner signed in once from `ip`: the device cookie their browser keeps. */
  const ownerSignedIn = async (ip: string) => {
    const body = customer();
    await signUp(service.app, body);
    const res = await logIn(service.app, body.email, body.password, ip).expect(200);
    const cookie = deviceCookieOf(res);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(deviceCookieSet(res)).toMatch(/Path=\/api\/auth; .*HttpOnly; SameSite=Strict/);
    return { body, cookie: cookie! };
  };
  /** An address that has sprayed 100 accounts and failed 5 times on this one: every per-address count is spent. */
  const flood = async (ip: string, email: string) => {
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => logIn(service.app, `flood-${ip}-${i}@example.com`, 'wrong', ip)),
    );
    await logIn(service.app, email, 'wrong', ip).expect(429);
  };

  test('when a crowd behind the owner’s address has spent its limits, then the owner’s browser still signs in, and a new browser is told what to do', async () => {
    const ip = newIp();
    const { body, cookie } = await ownerSignedIn(ip);
    await flood(ip, body.email);
    expect((await logIn(service.app, body.email, body.password, ip).expect(429)).body.message).toMatch(
      NEW_BROWSER_WAITS,
    );
    const res = await logIn(service.app, body.email, body.password, ip, cookie).expect(200);
    expect(res.body.user.email).toBe(body.email);
    // The browser's cookie is renewed on every login, and the new one serves as well.
    await logIn(service.app, body.email, body.password, ip, deviceCookieOf(res)).expect(200);
  });

  test('when the account is flooded from many addresses, then the owner’s browser still signs in', async () => {
    const { body, cookie } = await ownerSignedIn(newIp());
    for (let i = 0; i < 20; i += 1) await logIn(service.app, body.email, `guess-${i}`, newIp()).expect(401, WRONG);
    await logIn(service.app, body.email, body.password, newIp()).expect(429, WAIT_15);
    await logIn(service.app, body.email, body.password, newIp(), cookie).expect(200);
  });

  test('when the browser itself fails 5 times, then it waits 15 minutes, and its failures do not spend the address’s count', async () => {
    const ip = newIp();
    const { body, cookie } = await ownerSignedIn(ip);
    for (let i = 0; i < 5; i += 1)
      await logIn(service.app, body.email, 'wrong-password', ip, cookie).expect(401, WRONG);
    await logIn(service.app, body.email, body.password, ip, cookie).expect(429, DEVICE_WAITS_15);
    await logIn(service.app, body.email, body.password, ip).expect(200);
  });

  test('when the cookie is another account’s, forged or altered, then the login counts as from a new browser', async () => {
    const ip = newIp();
    const owner = await ownerSignedIn(ip);
    const other = await ownerSignedIn(ip);
    await flood(ip, owner.body.email);
    const [name, value] = owner.cookie.split('=') as [string, string];
    const [id, account, signature] = value.split('.') as [string, string, string];
    const tampered = [
      other.cookie,
      `${name}=${id}x.${account}.${signature}`,
      `${name}=${id}.${account}.${signature.slice(0, -2)}AA`,
      `${name}=${id}.${account}`,
      `${name}=${'a'.repeat(300)}`,
    ];
    for (const cookie of tampered)
      expect(
        (await logIn(service.app, owner.body.email, owner.body.password, ip, cookie).expect(429)).body.message,
      ).toMatch(NEW_BROWSER_WAITS);
  });
});

describe('forwarding headers', () => {
  test('when a caller other than the gateway sends X-Forwarded-For, then it is ignored: a new address per try still stops at 5', async () => {
    const body = customer();
    await signUp(service.app, body);
    const direct = (password: string) =>
      request(service.app).post('/auth/login').set('X-Forwarded-For', newIp()).send({ email: body.email, password });
    for (let i = 0; i < 5; i += 1) await direct('wrong-password').expect(401, WRONG);
    await direct(body.password).expect(429, WAIT_15);
  });

  test('when the gateway credential is wrong, then X-Forwarded-For is ignored too', async () => {
    const body = customer();
    await signUp(service.app, body);
    const forged = (password: string) =>
      request(service.app)
        .post('/auth/login')
        .set('X-Forwarded-For', newIp())
        .set(GATEWAY_CREDENTIAL_HEADER, gatewayCredential('a guess at the secret, long enough to pass'))
        .send({ email: body.email, password });
    for (let i = 0; i < 5; i += 1) await forged('wrong-password').expect(401, WRONG);
    await forged(body.password).expect(429, WAIT_15);
  });
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
    for (let i = 0; i < 5; i += 1)
      await logIn((i % 2 ? a : b)!.app, body.email, 'wrong-password', ip).expect(401, WRONG);
    await logIn(a!.app, body.email, body.password, ip).expect(429, WAIT_15);
    await logIn(b!.app, body.email, body.password, ip).expect(429, WAIT_15);
  });
});
