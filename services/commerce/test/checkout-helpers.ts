import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUDIENCE } from '@easel/service-kit';
import { serveLocally, startTestService } from '@easel/service-kit/testing';
import express from 'express';
import request from 'supertest';
import type { CatalogArtwork } from '../src/domain/catalog-artwork';
import { createCommerceDeps, type CommerceOptions } from '../src/deps';
import { createCommerceService } from '../src/service';

export const ids = {
  ana: '11111111-1111-4111-8111-111111111111',
  ben: '22222222-2222-4222-8222-222222222222',
  cleo: '33333333-3333-4333-8333-333333333333',
  dan: '44444444-4444-4444-8444-444444444444',
};

export const contacts: Record<string, { email: string; name: string }> = {
  [ids.ana]: { email: 'ana@artists.example', name: 'Ana Lee' },
  [ids.ben]: { email: 'ben@artists.example', name: 'Ben Okri' },
};

/** A work as catalog's GET /internal/artworks answers it; Ana's, on sale for €1,000, unless told otherwise. */
export const work = (slug: string, extra: Partial<CatalogArtwork> = {}): CatalogArtwork => ({
  id: `id-${slug}`,
  slug,
  title: `Title of ${slug}`,
  description: 'A study.',
  featuredImage: `/api/media/${slug}.jpg`,
  medium: 'Oil',
  material: 'Canvas',
  size: { width: 50, height: 70 },
  salePriceMinor: 100000,
  currency: 'EUR',
  phidden: false,
  onSale: true,
  sold: false,
  published: true,
  allowOffers: false,
  owner: { id: ids.ana, slug: 'ana-lee', name: 'Ana Lee' },
  ...extra,
});

/**
 * catalog and identity as commerce calls them, on a real HTTP port, so the real clients are what is tested: the
 * works are what the test puts in `artworks`; each sold mark is recorded once per event id, as catalog does.
 */
async function fakeNeighbours() {
  const artworks = new Map<string, CatalogArtwork>();
  const soldMarks = new Map<string, string[]>();
  let gate: { opened: Promise<void>; reached: () => void } | undefined;
  let latencyMs = 0;
  const app = express().use(express.json());
  app.get('/internal/artworks', async (req, res) => {
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, Math.random() * latencyMs));
    if (gate) {
      gate.reached();
      await gate.opened;
    }
    const slugs = String(req.query.slugs ?? '').split(',');
    res.json({ artworks: slugs.flatMap((slug) => artworks.get(slug) ?? []) });
  });
  app.put('/internal/artworks/:mark', (req, res) => {
    const { slugs, eventId } = req.body as { slugs: string[]; eventId: string };
    const applied = !soldMarks.has(eventId);
    if (applied) soldMarks.set(eventId, slugs);
    for (const slug of slugs) {
      const art = artworks.get(slug);
      if (art) artworks.set(slug, { ...art, sold: req.params.mark === 'sold' });
    }
    res.json({ applied });
  });
  app.get('/internal/users/:id/contact', (req, res) => {
    const contact = contacts[req.params.id];
    if (contact) res.json(contact);
    else res.status(404).json({ message: 'User not found' });
  });
  const served = await serveLocally(app);
  return {
    url: served.url,
    artworks,
    soldMarks,
    put: (...works: CatalogArtwork[]) => works.forEach((art) => artworks.set(art.slug, art)),
    /** catalog answers artworks in up to `ms`, as a busy one does. */
    answerWithin: (ms: number) => (latencyMs = ms),
    /** catalog's artwork answers wait until `release` is called, as under load; `reached` once one is waiting. */
    stall() {
      let open!: () => void;
      let reached!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      gate = { opened, reached };
      return {
        arrived,
        release() {
          gate = undefined;
          open();
        },
      };
    },
    close: served.close,
  };
}

export const shipping = (email = 'guest.buyer@example.com') => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  address: '1 Harbour Road',
  city: 'Lisbon',
  state: 'Lisboa',
  zipCode: '1000-001',
  country: 'Portugal',
});

/** `env`: more settings, as ARTIST_URL for a stand-in artist service. */
export async function startCommerce(options: CommerceOptions = {}, env: Record<string, string> = {}) {
  const neighbours = await fakeNeighbours();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-test-'));
  const definition = createCommerceService(options);
  const service = await startTestService(definition, {
    DATA_DIR: dataDir,
    CATALOG_URL: neighbours.url,
    IDENTITY_URL: neighbours.url,
    ...env,
  });
  const tokenFor = (sub: string, role = 'user') => service.signer.sign({ sub, role }, AUDIENCE.user);
  const tokens = {
    ana: await tokenFor(ids.ana),
    ben: await tokenFor(ids.ben),
    cleo: await tokenFor(ids.cleo, 'customer'),
    dan: await tokenFor(ids.dan, 'customer'),
  };
  // A second relay over the same database, as another replica would run it; tests tick it by hand.
  const relay = createCommerceDeps(service.ctx, options).outbox;
  return {
    ...service,
    neighbours,
    dataDir,
    tokens,
    relay,
    /** The mails written so far (no SMTP_URL: .eml files under DATA_DIR/mail), as text. */
    mails(): string[] {
      const folder = path.join(dataDir, 'mail');
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .sort()
        .map((name) => quotedPrintable(fs.readFileSync(path.join(folder, name), 'latin1')));
    },
    async stop() {
      await service.stop();
      await neighbours.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A mail's text as written (soft breaks joined, =E2=82=AC back to €). */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export type TestCommerce = Awaited<ReturnType<typeof startCommerce>>;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /payment/create-payment-intent for these works at the total the buyer saw (€1,000 each unless given). */
export function createIntent(
  commerce: TestCommerce,
  slugs: string[],
  options: { token?: string; amount?: number; email?: string; extra?: object } = {},
) {
  const call = request(commerce.app)
    .post('/payment/create-payment-intent')
    .send({
      items: slugs.map((id) => ({ id, quantity: 1 })),
      shippingInfo: shipping(options.email),
      amount: options.amount ?? slugs.length * 100000,
      ...options.extra,
    });
  return options.token ? call.set(bearer(options.token)) : call;
}

/** The local provider's card step, as the checkout page sends it. */
export function payWith(commerce: TestCommerce, clientSecret: string, cardNumber = '4242 4242 4242 4242') {
  return request(commerce.app)
    .post('/payment/local/confirm')
    .send({
      clientSecret,
      cardNumber,
      expiry: '12/34',
      cvc: '123',
      billing: { name: 'Grace Hopper', email: 'guest.buyer@example.com' },
    });
}

export function finalize(commerce: TestCommerce, paymentIntentId: string, token?: string) {
  const call = request(commerce.app).post('/payment/finalize').send({ paymentIntentId });
  return token ? call.set(bearer(token)) : call;
}

/** Creates, pays with 4242 and finalizes: answers the order number. */
export async function buy(commerce: TestCommerce, slugs: string[], token?: string): Promise<string> {
  const intent = await createIntent(commerce, slugs, { token }).expect(200);
  await payWith(commerce, intent.body.client_secret).expect(200);
  return (await finalize(commerce, intent.body.payment_intent_id, token).expect(200)).body.orderNumber;
}
