import request from 'supertest';
import { artist, bearer, customer, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

describe('register', () => {
  test('when a customer registers, then 201 answers a token and the spec user record without secrets', async () => {
    const body = customer({ email: '  Cleo.Reg@Example.com ' });
    const res = await request(service.app).post('/auth/register').send(body);
    expect(res.status).toBe(201);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toEqual({
      _id: expect.any(String),
      role: 'customer',
      email: 'cleo.reg@example.com',
      firstName: 'Cleo',
      lastName: 'Collins',
      artistName: null,
      slug: null,
      avatar: null,
      instagram: null,
      google: false,
      count: 0,
      artistPage: { about: { img: null } },
      bookmarks: [],
      artistbookmarks: [],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/i);
  });

  test('when an artist registers, then the role is user and a kebab-case slug is made from the artist name', async () => {
    const { user } = await signUp(service.app, artist({ artistName: 'Lucía  Herrera!' }));
    expect(user).toMatchObject({ role: 'user', artistName: 'Lucía  Herrera!', slug: 'lucia-herrera' });
  });

  test('when an artist takes a name whose address another artist had, then their slug gets -2', async () => {
    const first = await signUp(service.app, artist({ artistName: 'Theo Marchetti' }));
    await request(service.app)
      .put('/user/profile')
      .set(bearer(first.token))
      .send({ artistName: 'Theo M Studio' })
      .expect(200);
    const second = await signUp(service.app, artist({ artistName: 'Théo Marchetti' }));
    expect([first.user.slug, second.user.slug]).toEqual(['theo-marchetti', 'theo-marchetti-2']);
  });

  test('when an artist registers without an artist name, then 400 asks for it', async () => {
    const res = await request(service.app)
      .post('/auth/register')
      .send(artist({ artistName: undefined }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please enter your artist name' });
  });

  test('when the e-mail is taken, also in other letter case, then 409 says so', async () => {
    const body = customer();
    await signUp(service.app, body);
    for (const email of [body.email, String(body.email).toUpperCase()]) {
      const res = await request(service.app)
        .post('/auth/register')
        .send({ ...body, email });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'An account with this e-mail already exists' });
    }
  });
});

describe('role escalation', () => {
  test('when someone registers with role admin, then 400 refuses it', async () => {
    const res = await request(service.app)
      .post('/auth/register')
      .send(customer({ role: 'admin' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Role must be customer or user' });
  });

  test('when someone registers with any other role, then 400 refuses it', async () => {
    const res = await request(service.app)
      .post('/auth/register')
      .send(customer({ role: 'superuser' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Role must be customer or user');
  });

  test('when extra fields like isAdmin are sent, then they are ignored and the user is a customer', async () => {
    const res = await request(service.app)
      .post('/auth/register')
      .send(customer({ role: 'customer', isAdmin: true, admin: true, google: true, count: 99, token_version: 5 }));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'customer', google: false, count: 0 });
    expect(res.body.user).not.toHaveProperty('isAdmin');
  });
});

describe('register input', () => {
  test.each([
    ['no body at all', undefined, 'Please enter your first name'],
    ['a missing first name', { firstName: undefined }, 'Please enter your first name'],
    ['a blank last name', { lastName: '   ' }, 'Please enter your last name'],
    ['a missing e-mail', { email: undefined }, 'Please enter your e-mail'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'Please enter a valid e-mail address'],
    ['a missing password', { password: undefined }, 'Please enter a password'],
    ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['a numeric first name', { firstName: 42 }, 'Please enter your first name'],
  ])('when the form has %s, then 400 says what is wrong', async (_case, overrides, message) => {
    const res = await request(service.app)
      .post('/auth/register')
      .send(overrides === undefined ? undefined : customer(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  test('when the body is not JSON, then 400 says so', async () => {
    const res = await request(service.app)
      .post('/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"firstName":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });
});
