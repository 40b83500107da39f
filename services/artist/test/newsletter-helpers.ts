import type { Mail } from '@easel/service-kit';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService } from '@easel/service-kit/testing';
import express from 'express';
import { artistService } from '../src/service';

export const ids = {
  mara: '11111111-1111-4111-8111-111111111111',
  ben: '22222222-2222-4222-8222-222222222222',
};

/** identity as the newsletter asks it: who an artist is (with their artwork count) and who bookmarked them, in pages of 2. */
async function fakeIdentity() {
  const artists = {
    [ids.mara]: { slug: 'mara-okafor', artistName: 'Mara Okafor', count: 4 },
    [ids.ben]: { slug: 'ben-okri', artistName: 'Ben Okri', count: 4 },
  };
  const followers: Record<string, { _id: string; email: string }[]> = { [ids.mara]: [], [ids.ben]: [] };
  const byId = (id: string) => Object.entries(artists).find(([key]) => key === id)?.[1];
  const app = express()
    .get('/internal/users/:id', (req, res) => {
      const artist = byId(req.params.id);
      if (artist) res.json({ _id: req.params.id, slug: artist.slug, role: 'user' });
      else res.status(404).json({ message: 'User not found' });
    })
    .get('/internal/artists/:slug', (req, res) => {
      const [id, artist] = Object.entries(artists).find(([, card]) => card.slug === req.params.slug) ?? [];
      if (artist) res.json({ _id: id, ...artist, role: 'user' });
      else res.status(404).json({ message: 'Artist not found' });
    })
    .get('/internal/artists/:id/followers', (req, res) => {
      const all = [...(followers[req.params.id] ?? [])].sort((a, b) => a._id.localeCompare(b._id));
      const page = all.filter((fan) => fan._id > String(req.query.after ?? '')).slice(0, 2);
      res.json({ followers: page, next: page.length === 2 ? page[1]!._id : null });
    });
  const served = await serveLocally(app);
  return { ...served, artists, followers };
}

let fan = 0;
/** A new follower with a uuid id and an e-mail of their own. */
export const newFollower = () => {
  fan += 1;
  return { _id: `aaaaaaaa-0000-4000-8000-${String(fan).padStart(12, '0')}`, email: `fan${fan}@example.com` };
};

export async function startNewsletters() {
  const identity = await fakeIdentity();
  const service = await startTestService(artistService, { IDENTITY_URL: identity.url });
  const { deps } = service;
  const mails: Mail[] = [];
  const mailer = { failFor: undefined as string | undefined };
  // The relay's mailer: what was sent, and a recipient whose mail fails (a full mailbox, a dead SMTP server).
  deps.mailer = {
    async send(mail) {
      if (mail.to === mailer.failFor) throw new Error('SMTP refused the recipient');
      mails.push(mail);
    },
  };
  const token = (sub: string, role = 'user') => service.signer.sign({ sub, role }, AUDIENCE.user);
  return {
    ...service,
    identity,
    mails,
    mailer,
    tokens: {
      mara: await token(ids.mara),
      ben: await token(ids.ben),
      collector: await token('33333333-3333-4333-8333-333333333333', 'customer'),
    },
    /** The relay's tick, with every event due now (a retry's wait skipped). */
    async relay() {
      await service.ctx
        .db('outbox')
        .whereNull('delivered_at')
        .update({ next_attempt_at: new Date(0) });
      return deps.outbox.deliverDue();
    },
    stop: async () => {
      await service.stop();
      await identity.close();
    },
  };
}
