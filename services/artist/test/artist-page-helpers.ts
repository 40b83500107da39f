import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService } from '@easel/service-kit/testing';
import express from 'express';
import { artistService } from '../src/service';

const ids = {
  mara: '11111111-1111-4111-8111-111111111111',
  ben: '22222222-2222-4222-8222-222222222222',
  cleo: '33333333-3333-4333-8333-333333333333',
};

const artists: Record<string, object> = {
  'mara-okafor': {
    _id: ids.mara,
    slug: 'mara-okafor',
    artistName: 'Mara Okafor',
    avatar: '/api/media/mara.jpg',
    instagram: '@mara.okafor',
    role: 'user',
  },
  'ben-okri': {
    _id: ids.ben,
    slug: 'ben-okri',
    artistName: '',
    firstName: 'Ben',
    lastName: 'Okri',
    avatar: null,
    instagram: '',
    role: 'user',
  },
};
// Mara was 'mara-paints' before: identity answers her old slug with her current card.
artists['mara-paints'] = artists['mara-okafor']!;

/** Works catalog knows, by slug → owner id. */
const works: Record<string, string> = {
  'quiet-thunder': ids.mara,
  'tidal-memory': ids.mara,
  'ember-field': ids.mara,
  'bens-harbour': ids.ben,
};

/** identity's artist cards and catalog's works as the artist service asks for them, on a real port; `catalogDown` makes catalog answer 503. */
async function fakeNeighbours() {
  const state = { catalogDown: false };
  const app = express()
    .get('/internal/artists/:slug', (req, res) => {
      const artist = artists[req.params.slug];
      if (artist) res.json({ ...artist, count: 3 });
      else res.status(404).json({ message: 'Artist not found' });
    })
    .get('/internal/artworks', (req, res) => {
      if (state.catalogDown) return void res.status(503).json({ message: 'Service unavailable' });
      const slugs = String(req.query.slugs ?? '').split(',');
      res.json({
        artworks: slugs
          .filter((slug) => works[slug])
          .map((slug) => ({ slug, owner: { id: works[slug], slug: 'x', name: 'x' } })),
      });
    });
  const served = await serveLocally(app);
  return { url: served.url, state, close: served.close };
}

export async function startArtistPages() {
  const neighbours = await fakeNeighbours();
  const service = await startTestService(artistService, { IDENTITY_URL: neighbours.url, CATALOG_URL: neighbours.url });
  const tokenFor = (sub: string, role = 'user') => service.signer.sign({ sub, role }, AUDIENCE.user);
  return {
    ...service,
    neighbours,
    tokens: {
      mara: await tokenFor(ids.mara),
      ben: await tokenFor(ids.ben),
      cleo: await tokenFor(ids.cleo, 'customer'),
    },
    stop: async () => {
      await service.stop();
      await neighbours.close();
    },
  };
}
