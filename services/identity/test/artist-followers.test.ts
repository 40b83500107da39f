import request from 'supertest';
import { artist, bearer, customer, signUp, startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

const followersOf = (artistId: string, query = '') =>
  request(service.app).get(`/internal/artists/${artistId}/followers${query}`).set(service.credential);

test('when collectors bookmark an artist, then the artist service reads their ids and e-mails in pages', async () => {
  const { user: painter } = await signUp(service.app, artist({ artistName: 'Follow Me' }));
  const fans = await Promise.all([1, 2, 3].map(() => signUp(service.app, customer())));
  for (const fan of fans)
    await request(service.app).get(`/user/bookmark/artist/${painter.slug}`).set(bearer(fan.token)).expect(200);
  const bystander = await signUp(service.app, customer());
  await request(service.app).get('/user/bookmark/artist/someone-else').set(bearer(bystander.token)).expect(200);

  const first = await followersOf(painter._id, '?limit=2').expect(200);
  expect(first.body.followers).toHaveLength(2);
  const rest = await followersOf(painter._id, `?limit=2&after=${first.body.next}`).expect(200);
  expect(rest.body.next).toBeNull();
  const everyone = [...first.body.followers, ...rest.body.followers].map((fan: { email: string }) => fan.email).sort();
  expect(everyone).toEqual(fans.map((fan) => fan.user.email).sort());
});

test('when the id is no artist, then 404; without the service credential, 401', async () => {
  const { user: collector } = await signUp(service.app, customer());
  await followersOf(collector._id).expect(404, { message: 'Artist not found' });
  await followersOf('not-a-uuid').expect(404, { message: 'Artist not found' });
  await request(service.app).get(`/internal/artists/${collector._id}/followers`).expect(401);
});
