import { ABOUT_MAX } from '@easel/contracts';
import request from 'supertest';
import { startArtistPages } from './artist-page-helpers';

const design = {
  about: 'I paint weather.',
  aboutImg: '/api/media/studio.jpg',
  logo: '/api/media/mara-logo.png',
  colours: { primary: '#1F4E79', secondary: '#e9c46a', background: '#f6efe4' },
  galleries: [{ name: 'Weather', artworks: ['tidal-memory', 'quiet-thunder'] }],
  otherWorks: ['ember-field'],
};

describe('artist page: GET /artist/page/:slug and PUT /artist/page', () => {
  let service: Awaited<ReturnType<typeof startArtistPages>>;
  beforeAll(async () => {
    service = await startArtistPages();
  }, 60_000);
  afterAll(() => service.stop());

  const put = (token: string | null, body: object) => {
    const call = request(service.app).put('/artist/page');
    return (token ? call.set('Authorization', `Bearer ${token}`) : call).send(body);
  };
  const pageOf = async (slug: string) => (await request(service.app).get(`/artist/page/${slug}`).expect(200)).body;

  it('when an artist has never saved their page, then it answers who they are with empty words, no pictures and the site’s colours', async () => {
    expect(await pageOf('ben-okri')).toEqual({
      artist: { _id: expect.any(String), slug: 'ben-okri', artistName: 'Ben Okri', avatar: null, instagram: null },
      about: '',
      aboutImg: null,
      logo: null,
      colours: null,
      galleries: [],
      otherWorks: [],
    });
  });

  it('when nobody has the slug, then 404 "Artist not found"', async () => {
    await request(service.app).get('/artist/page/nobody-here').expect(404, { message: 'Artist not found' });
  });

  it('when the owner saves their design, then the page answers it, colours in lower case', async () => {
    await put(service.tokens.mara, design).expect(200, { message: 'Your page is saved' });
    expect(await pageOf('mara-okafor')).toMatchObject({
      artist: {
        slug: 'mara-okafor',
        artistName: 'Mara Okafor',
        avatar: '/api/media/mara.jpg',
        instagram: '@mara.okafor',
      },
      ...design,
      colours: { primary: '#1f4e79', secondary: '#e9c46a', background: '#f6efe4' },
    });
  });

  it('when the page is asked by the artist’s old slug, then it answers their current slug, so the page can move there', async () => {
    expect((await pageOf('mara-paints')).artist.slug).toBe('mara-okafor');
  });

  it('when another artist PUTs Mara’s works, then 400 names them and nothing changes for Mara', async () => {
    const before = await pageOf('mara-okafor');
    await put(service.tokens.ben, { ...design, colours: null }).expect(400, {
      message: 'These are not your artworks: tidal-memory, quiet-thunder, ember-field',
    });
    expect(await pageOf('mara-okafor')).toEqual(before);
  });

  it('when another artist saves their own page, then it is theirs alone and Mara’s stays as it was', async () => {
    const before = await pageOf('mara-okafor');
    await put(service.tokens.ben, {
      ...design,
      galleries: [],
      otherWorks: ['bens-harbour'],
      about: 'Ben’s harbour.',
    }).expect(200);
    expect(await pageOf('mara-okafor')).toEqual(before);
    expect(await pageOf('ben-okri')).toMatchObject({ about: 'Ben’s harbour.', otherWorks: ['bens-harbour'] });
  });

  it('when the owner orders a work catalog does not know, then 400 names it', async () => {
    await put(service.tokens.mara, { ...design, otherWorks: ['never-published'] }).expect(400, {
      message: 'These are not your artworks: never-published',
    });
  });

  it.each([
    [
      'a colour is not #rrggbb',
      { colours: { ...design.colours, primary: 'red' } },
      'Primary colour must be a colour like #1f4e79',
    ],
    [
      'a colour has three digits',
      { colours: { ...design.colours, background: '#fff' } },
      'Background colour must be a colour like #1f4e79',
    ],
    ['About me is too long', { about: 'a'.repeat(ABOUT_MAX + 1) }, `About me must be at most ${ABOUT_MAX} characters`],
    ['About me holds a control character', { about: 'Hi\u0000' }, 'About contains a character that is not allowed'],
    ['a gallery has no name', { galleries: [{ name: '  ', artworks: [] }] }, 'Every gallery needs a name'],
    [
      'a gallery name is too long',
      { galleries: [{ name: 'n'.repeat(61), artworks: [] }] },
      'A gallery name must be at most 60 characters',
    ],
    [
      'there are 13 galleries',
      { galleries: Array.from({ length: 13 }, (_, i) => ({ name: `G${i}`, artworks: [] })) },
      'A page can have at most 12 galleries',
    ],
    [
      'two galleries share a name',
      {
        galleries: [
          { name: 'Weather', artworks: [] },
          { name: 'weather ', artworks: [] },
        ],
      },
      'Two galleries cannot have the same name',
    ],
    ['a work is in two galleries', { otherWorks: ['quiet-thunder'] }, 'An artwork can be in only one gallery'],
    [
      'the about image is not an upload',
      { aboutImg: 'https://elsewhere.example/a.jpg' },
      'The About me image must be an uploaded image',
    ],
    ['the logo is not an upload', { logo: 'javascript:alert(1)' }, 'The logo must be an uploaded image'],
  ])('when %s, then 400 says so and nothing is saved', async (_what, change, message) => {
    const before = await pageOf('mara-okafor');
    await put(service.tokens.mara, { ...design, ...change }).expect(400, { message });
    expect(await pageOf('mara-okafor')).toEqual(before);
  });

  it('when a visitor PUTs, then 401; when a collector does, then 403 "Only artists have an artist page"', async () => {
    await put(null, design).expect(401);
    await put(service.tokens.cleo, { ...design, galleries: [], otherWorks: [] }).expect(403, {
      message: 'Only artists have an artist page',
    });
  });

  it('when catalog cannot say whose the works are, then 503 and nothing is saved', async () => {
    const before = await pageOf('mara-okafor');
    service.neighbours.state.catalogDown = true;
    try {
      await put(service.tokens.mara, { ...design, about: 'Changed' }).expect(503, {
        message: 'The artist page cannot be reached just now, please try again shortly',
      });
    } finally {
      service.neighbours.state.catalogDown = false;
    }
    expect(await pageOf('mara-okafor')).toEqual(before);
  });
});
