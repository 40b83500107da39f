import { randomBytes } from 'node:crypto';
import express from 'express';
import { serveLocally } from '@easel/service-kit/testing';

/** The artists identity knows, as GET /internal/artists/:slug answers them. */
const ARTISTS: Record<string, object> = {
  'mara-okafor': { _id: '11111111-1111-4111-8111-111111111111', slug: 'mara-okafor', artistName: 'Mara Okafor' },
};

/**
 * identity's GET /internal/artists/:slug on a real port, answering only callers holding `secret` (the artist service
 * started with INTERNAL_SECRET: secret), so the real client and its credential are what is tested.
 */
export async function fakeIdentity() {
  const secret = randomBytes(32).toString('base64url');
  const asked: string[] = [];
  const app = express().get('/internal/artists/:slug', (req, res) => {
    asked.push(req.params.slug);
    if (req.get('x-service-credential') !== secret)
      return void res.status(401).json({ message: 'Service credential required' });
    const artist = ARTISTS[req.params.slug];
    if (artist) res.json(artist);
    else res.status(404).json({ message: 'Artist not found' });
  });
  const served = await serveLocally(app);
  return {
    env: { IDENTITY_URL: served.url, INTERNAL_SECRET: secret },
    asked,
    close: served.close,
  };
}
