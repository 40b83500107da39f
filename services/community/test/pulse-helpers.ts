import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService } from '@easel/service-kit/testing';
import express from 'express';
import { createCommunityService } from '../src/service';

const DAY = 24 * 60 * 60 * 1000;
export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/** A stand-in for catalog: the Pulse candidates it lists, and the featured weeks community PUTs to it. */
export async function fakeCatalog(candidates: string[]) {
  const state = {
    candidates,
    up: true,
    weeks: [] as { eventId: string; week: string; featured: { slug: string; position: number }[] }[],
  };
  const app = express().use(express.json());
  app.get('/internal/artworks/pulse-candidates', (_req, res) => {
    if (state.up) res.json({ slugs: state.candidates });
    else res.status(503).json({ message: 'down' });
  });
  app.put('/internal/pulse/week', (req, res) => {
    if (!state.up) return void res.status(503).json({ message: 'down' });
    state.weeks.push(req.body);
    res.json({ applied: true });
  });
  const served = await serveLocally(app);
  return {
    url: served.url,
    state,
    close: served.close,
  };
}

export const ids = {
  ana: '11111111-1111-4111-8111-111111111111',
  ben: '22222222-2222-4222-8222-222222222222',
  cleo: '33333333-3333-4333-8333-333333333333',
};

/** community against a stand-in catalog, on its own clock (`clock.now` is moved by the tests). */
export async function startCommunity(catalogUrl: string, env: Record<string, string> = {}) {
  const clock = { now: new Date() };
  const service = await startTestService(createCommunityService({ now: () => clock.now }), {
    CATALOG_URL: catalogUrl,
    ...env,
  });
  const tokenOf = (sub: string) => service.signer.sign({ sub, role: 'user' }, AUDIENCE.user);
  return {
    ...service,
    clock,
    tokens: { ana: await tokenOf(ids.ana), ben: await tokenOf(ids.ben), cleo: await tokenOf(ids.cleo) },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
