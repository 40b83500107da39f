import { DEMO_ARTISTS, demoAboutImage } from '@easel/contracts';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import { createArtistPagesRepository } from '../src/data-access/artist-pages-repository';
import { createMessagesRepository } from '../src/data-access/messages-repository';
import { artistService } from '../src/service';

describe('artist demo seed', () => {
  let service: TestService<typeof artistService>;
  beforeAll(async () => {
    service = await startTestService(artistService);
    await artistService.seed!(service.deps);
  }, 60_000);
  afterAll(() => service.stop());

  it('when the demo is seeded, then every demo artist has a page with words, a studio picture and colours', async () => {
    const pages = createArtistPagesRepository(service.ctx.db);
    for (const artist of DEMO_ARTISTS) {
      const page = await pages.find(artist.id);
      expect(page).toMatchObject({
        userId: artist.id,
        aboutImg: demoAboutImage(artist.slug),
        colours: { primary: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      });
      expect(page?.about).toContain(artist.artistName);
    }
  });

  it('when the demo is seeded, then some artists show their works in named series, each work theirs and in one gallery only', async () => {
    const jonas = await createArtistPagesRepository(service.ctx.db).find(DEMO_ARTISTS[1]!.id);
    expect(jonas?.galleries).toEqual([
      {
        name: 'Coast',
        artworks: [
          'low-tide-skagen-jonas-lindqvist',
          'storm-over-gotland-jonas-lindqvist',
          'fjord-at-first-light-jonas-lindqvist',
        ],
      },
      { name: 'Inland', artworks: ['birch-line-in-march-jonas-lindqvist', 'northern-hayfield-jonas-lindqvist'] },
    ]);
  });

  it('when the demo is seeded, then the demo artist has messages waiting', async () => {
    expect(await createMessagesRepository(service.ctx.db).countFor(DEMO_ARTISTS[0]!.slug)).toBe(3);
  });

  it('when the seed runs again, then nothing is doubled', async () => {
    await artistService.seed!(service.deps);
    expect(await createMessagesRepository(service.ctx.db).countFor(DEMO_ARTISTS[0]!.slug)).toBe(3);
  });
});
