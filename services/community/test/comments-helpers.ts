import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService } from '@easel/service-kit/testing';
import express from 'express';
import request from 'supertest';
import { communityService } from '../src/service';

export const ids = {
  ana: '11111111-1111-4111-8111-111111111111',
  ben: '22222222-2222-4222-8222-222222222222',
  cleo: '33333333-3333-4333-8333-333333333333',
  dan: '44444444-4444-4444-8444-444444444444',
  gone: '55555555-5555-4555-8555-555555555555',
};

interface Profile {
  _id: string;
  slug: string | null;
  artistName: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** identity's public profiles, as GET /internal/users/:id answers them; Ana and Ben are artists, Cleo and Dan collectors. */
export const profiles: Record<string, Profile> = {
  [ids.ana]: {
    _id: ids.ana,
    slug: 'ana-lee',
    artistName: 'Ana Lee',
    firstName: 'Ana',
    lastName: 'Lee',
    avatar: '/api/media/ana.jpg',
  },
  [ids.ben]: {
    _id: ids.ben,
    slug: 'ben-okri',
    artistName: 'Ben Okri',
    firstName: 'Ben',
    lastName: 'Okri',
    avatar: null,
  },
  [ids.cleo]: { _id: ids.cleo, slug: null, artistName: '', firstName: 'Cleo', lastName: 'Collins', avatar: null },
  [ids.dan]: { _id: ids.dan, slug: null, artistName: '', firstName: 'Dan', lastName: 'Brandt', avatar: null },
};

/**
 * identity and catalog as community calls them, on a real port, so the real clients are what is tested. Every work
 * in `artworks` is Ana's; `slowSlugs` answer after `delayMs`, to hold a post in flight.
 */
async function fakeNeighbours() {
  const artworks = new Set<string>();
  const slowSlugs = new Set<string>();
  const app = express();
  app.get('/internal/artworks', async (req, res) => {
    const slugs = String(req.query.slugs ?? '').split(',');
    if (slugs.some((slug) => slowSlugs.has(slug))) await new Promise((resolve) => setTimeout(resolve, 400));
    res.json({
      artworks: slugs
        .filter((slug) => artworks.has(slug))
        .map((slug) => ({
          id: `id-${slug}`,
          slug,
          title: `Title of ${slug}`,
          published: true,
          owner: { id: ids.ana, slug: 'ana-lee', name: 'Ana Lee' },
        })),
    });
  });
  app.get('/internal/users/:id', (req, res) => {
    const profile = profiles[req.params.id];
    if (profile) res.json({ ...profile, instagram: '', role: 'user' });
    else res.status(404).json({ message: 'User not found' });
  });
  const served = await serveLocally(app);
  return {
    url: served.url,
    artworks,
    slowSlugs,
    close: served.close,
  };
}

export async function startCommunity(env: Record<string, string> = {}) {
  const neighbours = await fakeNeighbours();
  const service = await startTestService(communityService, {
    CATALOG_URL: neighbours.url,
    IDENTITY_URL: neighbours.url,
    ...env,
  });
  const tokenFor = (sub: string) => service.signer.sign({ sub, role: 'user' }, AUDIENCE.user);
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(ids).map(async ([name, id]) => [name, await tokenFor(id)])),
  ) as Record<keyof typeof ids, string>;
  return {
    ...service,
    neighbours,
    tokens,
    async stop() {
      await service.stop();
      await neighbours.close();
    },
  };
}

export type TestCommunity = Awaited<ReturnType<typeof startCommunity>>;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const post = (community: TestCommunity, body: object, token?: string) => {
  const call = request(community.app).post('/artwork/comment/new').send(body);
  return token ? call.set(bearer(token)) : call;
};

export const list = (community: TestCommunity, slug: string, query = '', token?: string) => {
  const call = request(community.app).get(`/artwork/get/comments/${slug}${query}`);
  return token ? call.set(bearer(token)) : call;
};

/** Comments stored straight in the table, one minute apart, oldest first: for reads, votes and deletes without the posting limit. */
export async function storeComments(
  community: TestCommunity,
  artSlug: string,
  authors: (keyof typeof ids)[],
  start = new Date('2026-01-05T10:00:00Z'),
) {
  const rows = authors.map((name, i) => {
    const profile = profiles[ids[name]]!;
    return {
      art_slug: artSlug,
      user_id: ids[name],
      user_name: profile.artistName || `${profile.firstName} ${profile.lastName}`,
      user_slug: profile.slug,
      user_avatar: profile.avatar,
      html: `<p>Comment ${i + 1} by ${name}</p>`,
      created_at: new Date(start.getTime() + i * 60_000),
    };
  });
  const inserted: { id: string }[] = await community.ctx.db('comments').insert(rows).returning('id');
  return inserted.map((row) => row.id);
}
