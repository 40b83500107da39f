import request from 'supertest';
import { DEMO_ARTISTS, DEMO_COLLECTOR, DEMO_PASSWORD, demoAboutImage } from '@easel/contracts';
import { identityService } from '../src/service';
import { startIdentity } from './helpers';

let service: Awaited<ReturnType<typeof startIdentity>>;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

const seed = () => identityService.seed!(service.deps);
// pg answers count(*) as a string, PGlite as a number.
const userCount = async () => Number((await service.ctx.db('users').count({ n: '*' }).first())?.n);

test('when the demo seed runs on an empty database, then every demo artist and the collector can log in', async () => {
  await seed();
  const artist = await request(service.app)
    .post('/auth/login')
    .send({ email: DEMO_ARTISTS[0]!.email, password: DEMO_PASSWORD });
  expect(artist.status).toBe(200);
  expect(artist.body.user).toMatchObject({
    _id: DEMO_ARTISTS[0]!.id,
    role: 'user',
    slug: 'mara-okafor',
    artistName: 'Mara Okafor',
    instagram: '@mara.okafor',
    count: 5,
    artistPage: { about: { img: demoAboutImage('mara-okafor') } },
  });
  const collector = await request(service.app)
    .post('/auth/login')
    .send({ email: DEMO_COLLECTOR.email, password: DEMO_PASSWORD });
  expect(collector.body.user).toMatchObject({ _id: DEMO_COLLECTOR.id, role: 'customer', slug: null });
  expect(await userCount()).toBe(DEMO_ARTISTS.length + 1);
});

test('when the seed runs again, then nothing is added', async () => {
  await seed();
  expect(await userCount()).toBe(DEMO_ARTISTS.length + 1);
});
