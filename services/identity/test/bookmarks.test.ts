import request from 'supertest';
import { bearer, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

const post = (path: string, token: string, body?: object) =>
  request(service.app).post(path).set(bearer(token)).send(body);
const me = async (token: string) => (await request(service.app).get('/user/me').set(bearer(token))).body;

describe('toggling', () => {
  test('when an artwork is bookmarked twice, then it is added, then removed', async () => {
    const { token } = await signUp(service.app);
    expect((await post('/user/bookmark/quiet-thunder', token)).body).toEqual({ added: true });
    expect((await me(token)).bookmarks).toEqual(['quiet-thunder']);
    expect((await post('/user/bookmark/quiet-thunder', token)).body).toEqual({ added: false });
    expect((await me(token)).bookmarks).toEqual([]);
  });

  test('when an artist is bookmarked twice with GET, then it is added, then removed', async () => {
    const { token } = await signUp(service.app);
    const toggle = () => request(service.app).get('/user/bookmark/artist/mara-okafor').set(bearer(token));
    expect((await toggle()).body).toEqual({ added: true });
    expect((await me(token)).artistbookmarks).toEqual(['mara-okafor']);
    expect((await toggle()).body).toEqual({ added: false });
    expect((await me(token)).artistbookmarks).toEqual([]);
  });

  test('when two users bookmark the same artwork, then each keeps their own list', async () => {
    const a = await signUp(service.app);
    const b = await signUp(service.app);
    await post('/user/bookmark/ember-field', a.token);
    expect((await me(b.token)).bookmarks).toEqual([]);
    expect((await post('/user/bookmark/ember-field', b.token)).body).toEqual({ added: true });
  });
});

describe('update-bookmarks', () => {
  test('when the full item list is sent, then it replaces the saved one in the given order without duplicates', async () => {
    const { token } = await signUp(service.app);
    await post('/user/bookmark/old-one', token);
    const res = await post('/user/update-bookmarks', token, { type: 'item', updated: ['b-art', 'a-art', 'b-art'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Bookmarks updated',
      user: expect.objectContaining({ bookmarks: ['b-art', 'a-art'], artistbookmarks: [] }),
    });
  });

  test('when the artist list is replaced, then the item list is untouched', async () => {
    const { token } = await signUp(service.app);
    await post('/user/bookmark/keep-me', token);
    const res = await post('/user/update-bookmarks', token, { type: 'artist', updated: ['aiko-tanaka'] });
    expect(res.body.user).toMatchObject({ bookmarks: ['keep-me'], artistbookmarks: ['aiko-tanaka'] });
    expect(
      (await post('/user/update-bookmarks', token, { type: 'artist', updated: [] })).body.user.artistbookmarks,
    ).toEqual([]);
  });

  test.each([
    [{ type: 'gallery', updated: [] }, 'Type must be artist or item'],
    [{ updated: [] }, 'Type must be artist or item'],
    [{ type: 'item' }, 'Bookmarks must be a list of slugs'],
    [{ type: 'item', updated: 'a-slug' }, 'Bookmarks must be a list of slugs'],
    [{ type: 'item', updated: ['  '] }, 'Slugs cannot be empty'],
    [{ type: 'item', updated: [42] }, 'Slugs must be text'],
    [{ type: 'item', updated: ['x'.repeat(201)] }, 'Slugs must be at most 200 characters'],
  ])('when the body is %j, then 400 says what is wrong', async (body, message) => {
    const { token } = await signUp(service.app);
    const res = await post('/user/update-bookmarks', token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });
});

describe('sync-bookmarks', () => {
  test('when guest lists are synced, then they join the saved ones without duplicates and the cart is accepted', async () => {
    const { token } = await signUp(service.app);
    await post('/user/bookmark/mine', token);
    const res = await post('/user/sync-bookmarks', token, {
      bookmarks: ['guest-art', 'mine', 'guest-art'],
      artistbookmarks: ['noor-haddad'],
      cartItems: [{ slug: 'cart-art', title: 'Cart Art', price: 100 }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Bookmarks synced',
      user: expect.objectContaining({ bookmarks: ['mine', 'guest-art'], artistbookmarks: ['noor-haddad'] }),
    });
  });

  test('when a list is left out, then it counts as empty', async () => {
    const { token } = await signUp(service.app);
    const res = await post('/user/sync-bookmarks', token, { artistbookmarks: ['ewan-byrne'] });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ bookmarks: [], artistbookmarks: ['ewan-byrne'] });
  });

  test('when a cart item has no slug, then 400', async () => {
    const { token } = await signUp(service.app);
    const res = await post('/user/sync-bookmarks', token, { bookmarks: [], cartItems: [{ title: 'no slug' }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Slug is required' });
  });

  test('when cart items are not a list of objects, then 400', async () => {
    const { token } = await signUp(service.app);
    expect((await post('/user/sync-bookmarks', token, { cartItems: 'cart' })).body).toEqual({
      message: 'Cart items must be a list',
    });
    expect((await post('/user/sync-bookmarks', token, { cartItems: ['a-slug'] })).body).toEqual({
      message: 'Each cart item must have a slug',
    });
  });

  test('when bookmarks is not a list, then 400', async () => {
    const { token } = await signUp(service.app);
    const res = await post('/user/sync-bookmarks', token, { bookmarks: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Bookmarks must be a list of slugs' });
  });
});

describe('without a token', () => {
  test.each([
    ['post', '/user/sync-bookmarks'],
    ['post', '/user/update-bookmarks'],
    ['post', '/user/bookmark/some-art'],
    ['get', '/user/bookmark/artist/some-artist'],
  ] as const)('when a visitor calls %s %s, then 401', async (method, path) => {
    const res = await request(service.app)[method](path).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please log in to continue' });
  });
});
