import request from 'supertest';
import { bearer, customer, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
const account = customer({ email: 'login.person@example.com' });
beforeAll(async () => {
  service = await startIdentity();
  await signUp(service.app, account);
});
afterAll(() => service.stop());

describe('login', () => {
  test('when the e-mail (any case) and password are right, then a token and the user are answered', async () => {
    const res = await request(service.app)
      .post('/auth/login')
      .send({ email: ' Login.Person@EXAMPLE.com', password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'login.person@example.com', role: 'customer' });
    const me = await request(service.app).get('/user/me').set(bearer(res.body.token));
    expect(me.status).toBe(200);
  });

  test.each([
    ['a wrong password', { email: 'login.person@example.com', password: 'wrong-password' }],
    ['an unknown e-mail', { email: 'nobody@example.com', password: 'correct-horse-1' }],
    ["the SQL string ' OR '1'='1 as password", { email: 'login.person@example.com', password: "' OR '1'='1" }],
    ["the SQL string ' OR '1'='1 as e-mail", { email: "' OR '1'='1", password: "' OR '1'='1" }],
    ["the SQL string admin'-- as e-mail", { email: "admin'--", password: 'anything' }],
    ["the SQL string login.person@example.com'-- as e-mail", { email: "login.person@example.com'--", password: 'x' }],
  ])('when someone logs in with %s, then 401 says wrong e-mail or password', async (_case, body) => {
    const res = await request(service.app).post('/auth/login').send(body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Wrong e-mail or password' });
  });

  test('when the e-mail or password is missing, then 400 asks for it', async () => {
    const noEmail = await request(service.app).post('/auth/login').send({ password: 'x' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ message: 'Please enter your e-mail' });
    const noPassword = await request(service.app).post('/auth/login').send({ email: 'login.person@example.com' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: 'Please enter your password' });
  });
});

describe('me and logout', () => {
  test('when a signed-in user asks for me, then the user record is answered', async () => {
    const { token, user } = await signUp(service.app);
    const res = await request(service.app).get('/user/me').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user);
  });

  test('when nobody is signed in, then me is 401 with a message', async () => {
    const res = await request(service.app).get('/user/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please log in to continue' });
  });

  test('when a user logs out, then that token is refused but another session stays', async () => {
    const body = customer({ email: 'two.sessions@example.com' });
    const { token } = await signUp(service.app, body);
    const other = await request(service.app).post('/auth/login').send({ email: body.email, password: body.password });

    const res = await request(service.app).post('/auth/logout').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });

    const after = await request(service.app).get('/user/me').set(bearer(token));
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Your session has ended, please log in again' });
    expect((await request(service.app).get('/user/me').set(bearer(other.body.token))).status).toBe(200);
  });

  test('when logout is called without a token or cookie, then it is still 200', async () => {
    const res = await request(service.app).post('/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
  });
});
