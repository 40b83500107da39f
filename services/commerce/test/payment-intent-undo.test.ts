import { createPaymentIntentInput, GIFT_CODE_CHANGED } from '@easel/contracts';
import type { CommerceDeps } from '../src/domain/commerce-deps';
import { createPaymentIntent } from '../src/domain/payment-intent';
import { shipping, startCommerce, work, type TestCommerce } from './checkout-helpers';
import { startArtistStandIn } from './gift-card-artist';

let commerce: TestCommerce;
let artist: Awaited<ReturnType<typeof startArtistStandIn>>;
beforeAll(async () => {
  artist = await startArtistStandIn();
  commerce = await startCommerce({}, { ARTIST_URL: artist.url });
}, 60_000);
afterAll(async () => {
  await commerce.stop();
  await artist.close();
});

let serial = 0;

/** A fresh work of Ana's at €1,000 and a code of hers worth €200, checked out by a guest with `deps`. */
function checkout(deps: CommerceDeps, { withCode = true } = {}) {
  const slug = `undo-${(serial += 1)}`;
  const code = `UNDOCODE${String(serial).padStart(4, '0')}2345`;
  commerce.neighbours.put(work(slug));
  artist.code(code, 20000);
  const input = createPaymentIntentInput.parse({
    items: [{ id: slug, quantity: 1 }],
    shippingInfo: shipping(`undo${serial}@example.com`),
    amount: 100000,
    ...(withCode ? { giftCode: code } : {}),
  });
  return { slug, code, paying: createPaymentIntent(deps, undefined, input) };
}

/** The real provider, with the intents it made written down, so a test can ask what became of them. */
function watchedProvider() {
  const made: string[] = [];
  const real = commerce.deps.provider;
  const provider: CommerceDeps['provider'] = {
    ...real,
    name: real.name,
    publishableKey: real.publishableKey,
    async createIntent(input) {
      const intent = await real.createIntent(input);
      made.push(intent.id);
      return intent;
    },
  };
  return { provider, made, status: async (id: string) => (await real.retrieveIntent(id))?.status };
}

const heldRows = (slug: string) => commerce.ctx.db('holds').where('art_slug', slug);
const liveGiftHolds = (code: string) =>
  [...artist.holds.values()].filter((hold) => hold.code === code && hold.status === 'held');

test('when every step passes, then the works, the intent and the code are all held', async () => {
  const watched = watchedProvider();
  const { slug, code, paying } = checkout({ ...commerce.deps, provider: watched.provider });
  const answer = await paying;
  expect(answer).toMatchObject({ amount: 80000, giftCode: { amountOff: 200 } });
  expect(await heldRows(slug)).toEqual([expect.objectContaining({ payment_intent_id: answer.payment_intent_id })]);
  expect(await watched.status(answer.payment_intent_id)).toBe('requires_payment_method');
  expect(liveGiftHolds(code)).toHaveLength(1);
});

test('when the provider cannot make the intent, then the works claimed are released and no code is held', async () => {
  const provider = {
    ...commerce.deps.provider,
    createIntent: async () => {
      throw new Error('the provider is down');
    },
  };
  const { slug, code, paying } = checkout({ ...commerce.deps, provider });
  await expect(paying).rejects.toThrow('the provider is down');
  expect(await heldRows(slug)).toEqual([]);
  expect(liveGiftHolds(code)).toEqual([]);
});

test('when the code cannot be held, then the intent is cancelled and the works are released', async () => {
  const watched = watchedProvider();
  const giftCards = {
    ...commerce.deps.giftCards,
    hold: async (input: Parameters<CommerceDeps['giftCards']['hold']>[0]) => {
      if (!input.dryRun) throw new Error('the artist service is down');
      return commerce.deps.giftCards.hold(input);
    },
  };
  const { slug, code, paying } = checkout({ ...commerce.deps, provider: watched.provider, giftCards });
  await expect(paying).rejects.toThrow('the artist service is down');
  expect(watched.made).toHaveLength(1);
  expect(await watched.status(watched.made[0]!)).toBe('canceled');
  expect(await heldRows(slug)).toEqual([]);
  expect(liveGiftHolds(code)).toEqual([]);
});

test('when the code’s balance changed before its hold, then its hold is released, the intent cancelled and the works released', async () => {
  const watched = watchedProvider();
  artist.meddle.spendBetween = 5000;
  try {
    const { slug, code, paying } = checkout({ ...commerce.deps, provider: watched.provider });
    await expect(paying).rejects.toThrow(GIFT_CODE_CHANGED);
    expect(artist.holds.get(watched.made[0]!)?.status).toBe('released');
    expect(liveGiftHolds(code)).toEqual([]);
    expect(await watched.status(watched.made[0]!)).toBe('canceled');
    expect(await heldRows(slug)).toEqual([]);
  } finally {
    artist.meddle.spendBetween = 0;
  }
});

test('when the checkout cannot be recorded, then the code’s hold is released, the intent cancelled and the works released', async () => {
  const watched = watchedProvider();
  const checkouts = {
    ...commerce.deps.checkouts,
    save: async () => {
      throw new Error('the database is gone');
    },
  };
  const { slug, code, paying } = checkout({ ...commerce.deps, provider: watched.provider, checkouts });
  await expect(paying).rejects.toThrow('the database is gone');
  expect(artist.holds.get(watched.made[0]!)?.status).toBe('released');
  expect(liveGiftHolds(code)).toEqual([]);
  expect(await watched.status(watched.made[0]!)).toBe('canceled');
  expect(await heldRows(slug)).toEqual([]);
});

test('when the works cannot be held, then no intent is made and no code is held', async () => {
  const watched = watchedProvider();
  const holds = {
    ...commerce.deps.holds,
    claim: async () => {
      throw new Error('the database is gone');
    },
  };
  const { slug, code, paying } = checkout({ ...commerce.deps, provider: watched.provider, holds });
  await expect(paying).rejects.toThrow('the database is gone');
  expect(watched.made).toEqual([]);
  expect(liveGiftHolds(code)).toEqual([]);
  expect(await heldRows(slug)).toEqual([]);
});

test('when a step fails and an undo fails too, then the first failure is what the buyer gets', async () => {
  const watched = watchedProvider();
  const provider = {
    ...watched.provider,
    cancelIntent: async () => {
      throw new Error('the provider is down');
    },
  };
  const checkouts = {
    ...commerce.deps.checkouts,
    save: async () => {
      throw new Error('the database is gone');
    },
  };
  const { slug, paying } = checkout({ ...commerce.deps, provider, checkouts }, { withCode: false });
  await expect(paying).rejects.toThrow('the database is gone');
  expect(await watched.status(watched.made[0]!)).toBe('requires_payment_method');
  expect(await heldRows(slug)).toEqual([]);
});
