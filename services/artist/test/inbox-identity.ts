import { randomBytes } from 'node:crypto';
import express from 'express';
import { serveLocally } from '@easel/service-kit/testing';

/** The people of the inbox tests: two artists and a collector, as identity's /internal routes answer them. */
export const PEOPLE = {
  mara: {
    _id: '11111111-1111-4111-8111-111111111111',
    slug: 'mara-okafor',
    artistName: 'Mara Okafor',
    email: 'mara@example.com',
  },
  ivo: {
    _id: '22222222-2222-4222-8222-222222222222',
    slug: 'ivo-lind',
    artistName: 'Ivo Lind',
    email: 'ivo@example.com',
  },
  cleo: {
    _id: '33333333-3333-4333-8333-333333333333',
    slug: null,
    artistName: '',
    firstName: 'Cleo',
    lastName: 'Park',
    email: 'cleo@example.com',
  },
} as const;

/** The works of the inbox tests, as catalog's GET /internal/artworks answers them (the fields the inbox reads). */
export const WORKS = {
  quietThunder: {
    slug: 'quiet-thunder',
    title: 'Quiet Thunder',
    featuredImage: '/api/media/quiet-thunder.jpg',
    published: true,
    owner: PEOPLE.mara,
  },
  tidalMemory: {
    slug: 'tidal-memory',
    title: 'Tidal Memory',
    featuredImage: '/api/media/tidal-memory.jpg',
    published: true,
    owner: PEOPLE.mara,
  },
  hiddenHarbour: {
    slug: 'hidden-harbour',
    title: 'Hidden Harbour',
    featuredImage: '/api/media/hidden.jpg',
    published: false,
    owner: PEOPLE.mara,
  },
  ivosField: {
    slug: 'ivos-field',
    title: 'Field',
    featuredImage: '/api/media/field.jpg',
    published: true,
    owner: PEOPLE.ivo,
  },
} as const;

const everyone = Object.values(PEOPLE);
const nameOf = (person: (typeof everyone)[number]) =>
  person.artistName ||
  `${'firstName' in person ? person.firstName : ''} ${'lastName' in person ? person.lastName : ''}`.trim();

/**
 * identity's artist card, public profile and contact, and catalog's works, on a real port, answering only callers with
 * the credential; `catalogDown` makes catalog answer 503.
 */
export async function inboxIdentity() {
  const secret = randomBytes(32).toString('base64url');
  const state = { catalogDown: false };
  const app = express()
    .use((req, res, next) =>
      req.get('x-service-credential') === secret
        ? next()
        : void res.status(401).json({ message: 'Service credential required' }),
    )
    .get('/internal/artists/:slug', (req, res) => {
      const artist = everyone.find((person) => person.slug === req.params.slug);
      if (artist) res.json({ _id: artist._id, slug: artist.slug, artistName: artist.artistName });
      else res.status(404).json({ message: 'Artist not found' });
    })
    .get('/internal/users/:id', (req, res) => {
      const user = everyone.find((person) => person._id === req.params.id);
      if (user) res.json({ _id: user._id, slug: user.slug, artistName: user.artistName });
      else res.status(404).json({ message: 'User not found' });
    })
    .get('/internal/users/:id/contact', (req, res) => {
      const user = everyone.find((person) => person._id === req.params.id);
      if (user) res.json({ email: user.email, name: nameOf(user) });
      else res.status(404).json({ message: 'User not found' });
    })
    .get('/internal/artworks', (req, res) => {
      if (state.catalogDown) return void res.status(503).json({ message: 'Service unavailable' });
      const slugs = String(req.query.slugs ?? '').split(',');
      const works = Object.values(WORKS).filter((work) => slugs.includes(work.slug));
      res.json({
        artworks: works.map((work) => ({
          ...work,
          owner: { id: work.owner._id, slug: work.owner.slug, name: work.owner.artistName },
        })),
      });
    });
  const served = await serveLocally(app);
  return {
    env: { IDENTITY_URL: served.url, CATALOG_URL: served.url, INTERNAL_SECRET: secret },
    state,
    close: served.close,
  };
}
