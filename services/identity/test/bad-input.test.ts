import request from 'supertest';
import { artist, bearer, customer, signUp, startIdentity, type TestIdentity } from './helpers';

const NOT_ALLOWED_IN_ADDRESS = { message: 'The address contains a character that is not allowed' };
const refused = (field: string) => ({ message: `${field} contains a character that is not allowed` });

// Names, bookmarks and ids reach SQL: every hostile one gets a clear 4xx and changes nothing.
describe('identity: hostile text, paths and ids', () => {
  let identity: TestIdentity;
  let token: string;
  beforeAll(async () => {
    identity = await startIdentity();
    ({ token } = await signUp(identity.app));
  }, 60_000);
  afterAll(() => identity.stop());

  it.each([
    ['first name', { firstName: 'Cl\u0000eo' }, 'First name'],
    ['last name', { lastName: 'Collins\u0007' }, 'Last name'],
    ['artist name', { artistName: 'Mara\u0085Okafor' }, 'Artist name'],
    ['e-mail', { email: 'mara\u0000@example.com' }, 'Email'],
    ['password', { password: 'correct\u0000horse-1' }, 'Password'],
  ])('when a registration’s %s holds a control character, then 400 names it', async (_what, field, name) => {
    await request(identity.app).post('/auth/register').send(artist(field)).expect(400, refused(name));
  });

  it('when a profile update holds a null byte, then 400 and the profile keeps its names', async () => {
    await request(identity.app)
      .put('/user/profile')
      .set(bearer(token))
      .send({ firstName: 'X\u0000' })
      .expect(400, refused('First name'));
    const { body } = await request(identity.app).get('/user/me').set(bearer(token)).expect(200);
    expect(body.firstName).toBe(customer().firstName);
  });

  it('when bookmarks hold a null byte, as a slug or a cart item’s key, then 400 and none are saved', async () => {
    await request(identity.app)
      .post('/user/sync-bookmarks')
      .set(bearer(token))
      .send({ bookmarks: ['fine', 'bad\u0000'] })
      .expect(400, refused('Bookmarks'));
    await request(identity.app)
      .post('/user/update-bookmarks')
      .set(bearer(token))
      .send({ type: 'item', updated: ['\u0000'] })
      .expect(400, refused('Updated'));
    await request(identity.app)
      .post('/user/sync-bookmarks')
      .set(bearer(token))
      .send({ cartItems: [{ slug: 'ok', 'n\u0000te': 1 }] })
      .expect(400, { message: 'A field name contains a character that is not allowed' });
    const { body } = await request(identity.app).get('/user/me').set(bearer(token)).expect(200);
    expect(body.bookmarks).toEqual([]);
  });

  it.each([
    ['post', '/user/bookmark/a%00b'],
    ['get', '/user/bookmark/artist/%1B'],
    ['post', '/auth/reset-password/%00'],
  ] as const)('when %s %s holds a control character, then 400', async (method, url) => {
    const call = request(identity.app)[method](url);
    await call.set(bearer(token)).send({ password: 'correct-horse-2' }).expect(400, NOT_ALLOWED_IN_ADDRESS);
  });

  it('when a bookmark slug is 3,000 characters long, then 400 says how long it may be', async () => {
    await request(identity.app)
      .post(`/user/bookmark/${'x'.repeat(3000)}`)
      .set(bearer(token))
      .expect(400, { message: 'Slug must be at most 200 characters' });
  });

  it.each([
    ['not a uuid', 'not-a-uuid'],
    ['an SQL injection', "1' or '1'='1"],
    ['3,000 characters long', 'x'.repeat(3000)],
  ])('when a reset link’s id is %s, then the link is said to be invalid', async (_what, id) => {
    await request(identity.app)
      .post(`/auth/reset-password/${encodeURIComponent(id)}`)
      .send({ password: 'correct-horse-2' })
      .expect(400, { message: 'This reset link is invalid or has expired' });
  });
});
