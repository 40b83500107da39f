import request from 'supertest';
import { artist, bearer, customer, signUp, startIdentity, type TestIdentity } from './helpers';

// Nobody shows under another's artist name, nor under the shop's.
const TAKEN = { message: 'Another artist already goes by this name: please choose another' };
const NAME_RESERVED = { message: 'This name is reserved: please choose another' };
const SLUG_RESERVED = { message: 'This address is reserved: please choose another' };

let service: TestIdentity;
beforeAll(async () => {
  service = await startIdentity();
});
afterAll(() => service.stop());

const register = (body: Record<string, unknown>) => request(service.app).post('/auth/register').send(body);
const update = (token: string, body: object) => request(service.app).put('/user/profile').set(bearer(token)).send(body);
const me = async (token: string) =>
  (await request(service.app).get('/user/me').set(bearer(token))).body as { artistName: string | null };

describe('an artist name, compared regardless of case, spacing, punctuation and accents', () => {
  test.each(['Nadia Farrow', 'nadia farrow', 'NADIA  FARROW', ' Nádia Fárrow ', 'Nadia-Farrow', 'NadiaFarrow'])(
    'when someone registers as "%s" after Nadia Farrow, then 409 says the name is taken',
    async (name) => {
      if (!(await service.ctx.db('users').where({ artist_name: 'Nadia Farrow' }).first()))
        await signUp(service.app, artist({ artistName: 'Nadia Farrow' }));
      const res = await register(artist({ artistName: name }));
      expect([res.status, res.body]).toEqual([409, TAKEN]);
    },
  );

  test("when an account renames itself to an artist's name, then 409 and it keeps its own", async () => {
    await signUp(service.app, artist({ artistName: 'Mara Okafor' }));
    for (const who of [customer(), artist({ artistName: 'Copy Cat' })]) {
      const { token } = await signUp(service.app, who);
      const before = await me(token);
      expect([
        (await update(token, { artistName: 'mara okafor' })).status,
        (await update(token, { artistName: 'Mara Okafor' })).body,
      ]).toEqual([409, TAKEN]);
      expect(await me(token)).toEqual(before);
    }
  });

  test('when a customer becomes an artist under a taken name, then 409 and they stay a customer', async () => {
    await signUp(service.app, artist({ artistName: 'Ilse Varga' }));
    const { token } = await signUp(service.app, customer());
    const res = await request(service.app)
      .post('/user/become-artist')
      .set(bearer(token))
      .send({ artistName: 'ilse varga' });
    expect([res.status, res.body]).toEqual([409, TAKEN]);
    expect((await request(service.app).get('/user/me').set(bearer(token))).body.role).toBe('customer');
  });

  test('when an artist writes their own name another way, then it is theirs to change', async () => {
    const { token } = await signUp(service.app, artist({ artistName: 'Juno Bell' }));
    const res = await update(token, { artistName: 'JUNO BELL' });
    expect([res.status, res.body.artistName]).toEqual([200, 'JUNO BELL']);
  });

  test('when an artist leaves a name for another, then someone else may take the old one', async () => {
    const { token } = await signUp(service.app, artist({ artistName: 'Pia Lund' }));
    await update(token, { artistName: 'Pia Lund Studio' }).expect(200);
    const namesake = await signUp(service.app, artist({ artistName: 'Pia Lund' }));
    expect(namesake.user.slug).toBe('pia-lund-2');
  });

  test('when two accounts register one name at the same moment, then only one gets it', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(artist({ artistName: 'Same Moment' }))));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

describe('names and addresses that would pass for the shop', () => {
  test.each(['Admin', 'EASEL', 'Support', 'Ea-sel', 'Staff'])(
    'when someone registers as "%s", then 400 says the name is reserved',
    async (name) => {
      const res = await register(artist({ artistName: name }));
      expect([res.status, res.body]).toEqual([400, NAME_RESERVED]);
    },
  );

  test('when an artist renames themself "support", then 400; a name that only holds a reserved word is theirs', async () => {
    const { token } = await signUp(service.app, artist());
    expect((await update(token, { artistName: 'support' })).body).toEqual(NAME_RESERVED);
    expect((await update(token, { artistName: 'Easel Lover Prints' })).status).toBe(200);
  });

  test.each(['admin', 'api', 'support', 'easel', 'help'])(
    'when an artist asks for the address "%s", then 400 says it is reserved',
    async (slug) => {
      const { token } = await signUp(service.app, artist());
      const res = await update(token, { slug });
      expect([res.status, res.body]).toEqual([400, SLUG_RESERVED]);
    },
  );

  test('when an artist name would make a reserved word its address, then the address is the next one', async () => {
    const { user } = await signUp(service.app, artist({ artistName: 'Help 画廊' }));
    expect(user.slug).toBe('help-2');
  });
});
