import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/account';
import { registerArtist } from '../support/artworks';
import { publishNotForSale } from '../support/community';
import { database, holdTurn, mailsTo } from '../support/replicas';

// Jobs run on every replica but take turns under one PostgreSQL advisory lock: while another holds it (here the test,
// standing in for the replica whose turn it is), neither replica runs the job; once it is let go, the work is done once.

const thisWeek = () => {
  const now = new Date();
  const monday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * 86_400_000,
  );
  return monday.toISOString().slice(0, 10);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('when the Pulse ranking turn is held, then neither community replica ranks; once let go, the new work is ranked and no change is told twice', async ({
  request,
}) => {
  const db = await database();
  try {
    const week = thisWeek();
    const ranked = async (slug: string) => {
      const { rows } = await db.query<{ n: string; at: Date | null }>(
        'select count(*) filter (where art_slug = $2) as n, max(created_at) as at from community.pulse_weeks where week = $1',
        [week, slug],
      );
      return { present: Number(rows[0]!.n) === 1, at: rows[0]!.at?.getTime() ?? 0 };
    };
    const letGo = await holdTurn('community:pulse-rank', 'community');
    let slug: string;
    let held: { present: boolean; at: number };
    try {
      const before = await ranked('');
      slug = await publishNotForSale(request, await registerArtist(request, 'Pulse Painter'));
      // Both replicas rank every second (PULSE_RANK_EVERY_MS): three turns each go by.
      await sleep(3000);
      held = await ranked(slug);
      expect(held, 'no ranking while the turn is held').toEqual({ present: false, at: before.at });
    } finally {
      await letGo();
    }
    await expect
      .poll(async () => (await ranked(slug)).present, {
        message: 'the new work is ranked once the turn is free',
        timeout: 5000,
      })
      .toBe(true);
    expect((await ranked(slug)).at).toBeGreaterThan(held.at);

    // A ranking that changes the week's featured writes one pulse.week-ranked event: two replicas ranking the same
    // votes would write the same change twice in a row.
    const { rows: events } = await db.query<{ featured: unknown; delivered: boolean }>(
      "select payload->'featured' as featured, delivered_at is not null as delivered from community.outbox where type = 'pulse.week-ranked' and payload->>'week' = $1 order by created_at, id",
      [week],
    );
    expect(events.length, 'the week was told to catalog').toBeGreaterThan(0);
    events.forEach((event, i) => {
      if (i > 0)
        expect(JSON.stringify(event.featured), `event ${i + 1} repeats event ${i}`).not.toBe(
          JSON.stringify(events[i - 1]!.featured),
        );
    });
  } finally {
    await db.end();
  }
});

test('when the outbox relay turn is held, then neither identity replica sends the reset mail; once let go, it is sent once', async ({
  request,
}) => {
  const customer = await registerCustomer(request, 'Forgetful');
  const db = await database();
  try {
    const letGo = await holdTurn('outbox:', 'identity');
    let asked: number;
    try {
      asked = Date.now();
      const forgot = await request.post('/api/auth/forgot-password', { data: { email: customer.email } });
      expect(forgot.ok(), `the reset is asked: ${forgot.status()}`).toBe(true);
      await sleep(3000); // both relays look every second
      expect(mailsTo(customer.email), 'no mail while the turn is held').toHaveLength(0);
    } finally {
      await letGo();
    }
    await expect
      .poll(() => mailsTo(customer.email).length, { message: 'the mail once the turn is free', timeout: 5000 })
      .toBe(1);
    await sleep(2000); // both relays have looked again
    expect(mailsTo(customer.email), 'one mail, not one per replica').toHaveLength(1);
    const { rows } = await db.query<{ attempts: number; delivered: boolean }>(
      "select attempts, delivered_at is not null as delivered from identity.outbox where type = 'password-reset-requested' and created_at >= $1",
      [new Date(asked - 1000)],
    );
    expect(rows, 'the event, delivered on its first attempt').toEqual([{ attempts: 1, delivered: true }]);
  } finally {
    await db.end();
  }
});
