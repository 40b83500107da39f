import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService } from '@easel/service-kit/testing';
import express from 'express';
import request from 'supertest';
import { artistService } from '../src/service';

export const ids = {
  ana: '11111111-1111-4111-8111-111111111111',
  ben: '22222222-2222-4222-8222-222222222222',
  cleo: '33333333-3333-4333-8333-333333333333',
};

interface Person {
  _id: string;
  slug: string | null;
  artistName: string;
  role: string;
  count: number;
}

/** identity as the artist service asks it: Ana and Ben are artists (their artwork counts can change), Cleo collects. */
async function fakeIdentity() {
  const people: Record<string, Person> = {
    [ids.ana]: { _id: ids.ana, slug: 'ana-lee', artistName: 'Ana Lee', role: 'user', count: 4 },
    [ids.ben]: { _id: ids.ben, slug: 'ben-okri', artistName: 'Ben Okri', role: 'user', count: 6 },
    [ids.cleo]: { _id: ids.cleo, slug: null, artistName: '', role: 'customer', count: 0 },
  };
  const profile = ({ count: _count, ...person }: Person) => ({
    ...person,
    firstName: 'First',
    lastName: 'Last',
    avatar: null,
    instagram: '',
  });
  const app = express()
    .get('/internal/users/:id', (req, res) => {
      const person = people[req.params.id];
      if (person) res.json(profile(person));
      else res.status(404).json({ message: 'User not found' });
    })
    .get('/internal/artists/:slug', (req, res) => {
      const person = Object.values(people).find((p) => p.slug === req.params.slug);
      if (person) res.json({ ...profile(person), count: person.count });
      else res.status(404).json({ message: 'Artist not found' });
    });
  const served = await serveLocally(app);
  return { url: served.url, people, close: served.close };
}

/** The artist service on a fresh database, with identity standing in and mail written under its own folder. */
export async function startGiftCards() {
  const identity = await fakeIdentity();
  const mailDir = await mkdtemp(path.join(tmpdir(), 'gift-cards-'));
  const service = await startTestService(artistService, { IDENTITY_URL: identity.url, DATA_DIR: mailDir });
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(ids).map(async ([name, id]) => [
        name,
        await service.signer.sign({ sub: id, role: 'user' }, AUDIENCE.user),
      ]),
    ),
  ) as Record<keyof typeof ids, string>;
  const as = (who: keyof typeof ids) => ({ Authorization: `Bearer ${tokens[who]}` });
  return {
    ...service,
    identity,
    mailDir: path.join(mailDir, 'mail'),
    as,
    create: (who: keyof typeof ids, body: object) => request(service.app).post('/giftcard/new').set(as(who)).send(body),
    edit: (who: keyof typeof ids, slug: string, body: object) =>
      request(service.app).put(`/giftcard/edit/${slug}`).set(as(who)).send(body),
    async stop() {
      await service.stop();
      await identity.close();
    },
  };
}

export type GiftCardService = Awaited<ReturnType<typeof startGiftCards>>;

export const aCard = {
  title: 'Studio gift card',
  featuredImage: '/api/media/card-1.jpg',
  amounts: [100, 50, 250],
  note: 'For works from my studio.',
  published: true,
};
