import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GIFT_CODE_HOLD_ENDED,
  GIFT_CODE_HOLD_NOT_CAPTURED,
  GIFT_CODE_HOLD_NOT_FOUND,
  giftCodeOnlyFor,
} from '@easel/contracts';
import request from 'supertest';
import { aCard, ids, startGiftCards, type GiftCardService } from './gift-card-helpers';

const CODE = /^[A-HJKMNP-TV-Z2-9]{4}(-[A-HJKMNP-TV-Z2-9]{4}){3}$/;
/** A quoted-printable mail as its reader sees it ('=E2=82=AC' back to '€'). */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('gift codes: issued once, held, captured and released against their balance', () => {
  let service: GiftCardService;
  let slug: string;
  let orders = 0;
  beforeAll(async () => {
    service = await startGiftCards();
    slug = (await service.create('ana', aCard).expect(201)).body.slug;
  }, 60_000);
  afterAll(() => service.stop());

  const internal = (route: string, body: object) => request(service.app).post(route).set(service.credential).send(body);
  const issue = (body: object = {}) =>
    internal('/internal/giftcards/issue', {
      orderNumber: `ORD-${(orders += 1)}`,
      line: 0,
      slug,
      amountMinor: 10000,
      buyerEmail: 'kim@example.com',
      buyerName: 'Kim',
      ...body,
    });
  const anasWorks = (amountMinor: number) => [{ artistId: ids.ana, amountMinor, currency: 'EUR' }];
  const hold = (code: string, holdId: string, lines = anasWorks(6000), more: object = {}) =>
    internal('/internal/gift-codes/hold', { code, holdId, lines, expiresAt: inAnHour(), ...more });
  const balance = async (code: string) =>
    Number(
      (
        await service.ctx
          .db('gift_codes')
          .where({ code: code.replace(/-/g, '') })
          .first()
      ).balance_minor,
    );
  const newCode = async () => (await issue().expect(201)).body.code as string;

  it('when commerce issues the same order line twice, then one code is made, answered both times and mailed once', async () => {
    const order = { orderNumber: 'ORD-MAIL', line: 1 };
    const first = await issue(order).expect(201);
    expect(first.body.code).toMatch(CODE);
    await issue(order).expect(200, first.body);
    expect(await service.ctx.db('gift_codes').where({ order_number: 'ORD-MAIL' })).toHaveLength(1);
    await service.deps.outbox.deliverDue();
    await service.ctx.db('outbox').update({ delivered_at: null, next_attempt_at: new Date(0) });
    await service.deps.outbox.deliverDue(); // a redelivery: applyOnce keeps it to one mail
    const files = (await readdir(service.mailDir)).filter((name) => name.endsWith('.eml'));
    const mails = await Promise.all(
      files.map((name) => readFile(path.join(service.mailDir, name), 'latin1').then(readable)),
    );
    const ours = mails.filter((mail) => mail.includes(first.body.code));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('To: kim@example.com');
    expect(ours[0]).toContain('Amount: 100 €');
    expect(ours[0]).toContain('works by Ana Lee');
    expect(ours[0]).toContain(`http://localhost:8080/giftcard/${slug}`);
  });

  it('when the issue names no card or a bad amount, then it is refused and no code is made', async () => {
    await issue({ orderNumber: 'ORD-BAD', slug: 'nothing' }).expect(404, { message: 'Gift card not found' });
    await issue({ orderNumber: 'ORD-BAD', amountMinor: 4900 }).expect(400, { message: 'Amount must be at least 50 €' });
    await issue({ orderNumber: 'ORD-BAD', buyerEmail: 'nobody' }).expect(400, { message: 'Buyer email is not valid' });
    await request(service.app).post('/internal/giftcards/issue').send({}).expect(401);
    expect(await service.ctx.db('gift_codes').where({ order_number: 'ORD-BAD' })).toHaveLength(0);
  });

  it('when a 100 € code pays 60 € of works, then it keeps 40 € for next time, and then it is spent', async () => {
    const code = await newCode();
    expect((await hold(code, 'pi_a').expect(200)).body).toEqual({
      code,
      artistName: 'Ana Lee',
      heldMinor: 6000,
      balanceAfterMinor: 4000,
    });
    await internal('/internal/gift-codes/capture', { holdId: 'pi_a' }).expect(200, {
      holdId: 'pi_a',
      code,
      status: 'captured',
      amountMinor: 6000,
      balanceMinor: 4000,
    });
    expect(await balance(code)).toBe(4000);
    const next = await hold(code.toLowerCase().replace(/-/g, ' '), 'pi_b', anasWorks(9000)).expect(200);
    expect(next.body).toMatchObject({ heldMinor: 4000, balanceAfterMinor: 0 });
    await internal('/internal/gift-codes/capture', { holdId: 'pi_b' }).expect(200);
    await hold(code, 'pi_c').expect(409, { message: 'This gift card has no balance left' });
  });

  it('when the checkout only asks (dryRun), then it is told what would be held and nothing is held', async () => {
    const code = await newCode();
    expect((await hold(code, 'pi_dry', anasWorks(3000), { dryRun: true }).expect(200)).body).toMatchObject({
      heldMinor: 3000,
      balanceAfterMinor: 7000,
    });
    expect(await service.ctx.db('gift_code_holds').where({ hold_id: 'pi_dry' })).toHaveLength(0);
  });

  it('when the order has no work of the card’s artist, then the code is refused with the artist’s name', async () => {
    const code = await newCode();
    await hold(code, 'pi_other', [{ artistId: ids.ben, amountMinor: 5000, currency: 'EUR' }]).expect(400, {
      message: giftCodeOnlyFor('Ana Lee'),
    });
    await hold(code, 'pi_usd', [{ artistId: ids.ana, amountMinor: 5000, currency: 'USD' }]).expect(400, {
      message: 'This gift card can only be used for works priced in EUR',
    });
    const mixed = await hold(code, 'pi_mixed', [
      ...anasWorks(2000),
      { artistId: ids.ben, amountMinor: 50000, currency: 'EUR' },
    ]).expect(200);
    expect(mixed.body.heldMinor).toBe(2000);
  });

  it('when a code is unknown or malformed, then it is not valid', async () => {
    await hold('ABCD-EFGH-JKMN-PQRS', 'pi_x').expect(404, { message: 'This gift card code is not valid' });
    await hold("' or 1=1 --", 'pi_x').expect(404, { message: 'This gift card code is not valid' });
    await hold('', 'pi_x').expect(400, { message: 'Code is required' });
  });

  it('when one checkout holds the whole balance, then another gets nothing until that hold expires or is released', async () => {
    const code = await newCode();
    await hold(code, 'pi_first', anasWorks(20000)).expect(200);
    await hold(code, 'pi_second', anasWorks(20000)).expect(409, { message: 'This gift card has no balance left' });
    await service.ctx
      .db('gift_code_holds')
      .where({ hold_id: 'pi_first' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await hold(code, 'pi_second', anasWorks(20000)).expect(200)).body.heldMinor).toBe(10000);
    await internal('/internal/gift-codes/release', { holdId: 'pi_second' }).expect(200);
    expect((await hold(code, 'pi_third', anasWorks(2500)).expect(200)).body).toMatchObject({
      heldMinor: 2500,
      balanceAfterMinor: 7500,
    });
  });

  it('when a checkout holds again under its holdId, then its hold is replaced, not added', async () => {
    const code = await newCode();
    await hold(code, 'pi_again', anasWorks(7000)).expect(200);
    expect((await hold(code, 'pi_again', anasWorks(9000)).expect(200)).body).toMatchObject({
      heldMinor: 9000,
      balanceAfterMinor: 1000,
    });
  });

  it('when capture and release are asked twice, then each answers the same and the balance moves once', async () => {
    const code = await newCode();
    await hold(code, 'pi_cap', anasWorks(2500)).expect(200);
    const captured = await internal('/internal/gift-codes/capture', { holdId: 'pi_cap' }).expect(200);
    await internal('/internal/gift-codes/capture', { holdId: 'pi_cap' }).expect(200, captured.body);
    expect(await balance(code)).toBe(7500);
    await internal('/internal/gift-codes/release', { holdId: 'pi_cap' }).expect(409, {
      message: 'This gift card hold has already ended',
    });

    await hold(code, 'pi_rel', anasWorks(2500)).expect(200);
    const released = await internal('/internal/gift-codes/release', { holdId: 'pi_rel' }).expect(200);
    expect(released.body).toEqual({
      holdId: 'pi_rel',
      code,
      status: 'released',
      amountMinor: 2500,
      balanceMinor: 7500,
    });
    await internal('/internal/gift-codes/release', { holdId: 'pi_rel' }).expect(200, released.body);
    await internal('/internal/gift-codes/capture', { holdId: 'pi_rel' }).expect(409, {
      message: 'This gift card hold has already ended',
    });
    await internal('/internal/gift-codes/capture', { holdId: 'pi_never' }).expect(404, {
      message: 'Gift card hold not found',
    });
    expect(await balance(code)).toBe(7500);
  });

  it('when a hold’s time is past but the payment went through, then capture still takes it while the balance covers it', async () => {
    const code = await newCode();
    await hold(code, 'pi_late', anasWorks(4000)).expect(200);
    await service.ctx
      .db('gift_code_holds')
      .where({ hold_id: 'pi_late' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await hold(code, 'pi_meanwhile', anasWorks(8000)).expect(200);
    await internal('/internal/gift-codes/capture', { holdId: 'pi_late' }).expect(409, {
      message: 'This gift card has no balance left',
    });
    await internal('/internal/gift-codes/release', { holdId: 'pi_meanwhile' }).expect(200);
    await internal('/internal/gift-codes/capture', { holdId: 'pi_late' }).expect(200);
    expect(await balance(code)).toBe(6000);
  });

  it('when two checkouts hold the whole balance at the same moment, then exactly one gets it', async () => {
    const code = await newCode();
    let racing: Promise<request.Response[]> | undefined;
    // Both checkouts are stopped at their first look at the holds, so without the code's row lock both would look at once.
    await service.ctx.db.transaction(async (trx) => {
      await trx.raw('lock table gift_code_holds in access exclusive mode');
      racing = Promise.all(['pi_race_1', 'pi_race_2'].map((holdId) => hold(code, holdId, anasWorks(10000))));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answers = await racing!;
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const [row] = await service.ctx
      .db('gift_code_holds')
      .where({ code: code.replace(/-/g, ''), status: 'held' })
      .sum({ n: 'amount_minor' });
    expect(Number(row?.n)).toBe(10000);
  });

  it('when a hold’s time is not in the future or too far, then 400 says so', async () => {
    const code = await newCode();
    await hold(code, 'pi_t', anasWorks(1000), { expiresAt: new Date(Date.now() - 1000).toISOString() }).expect(400, {
      message: 'Expires at must be in the future',
    });
    await hold(code, 'pi_t', anasWorks(1000), {
      expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    }).expect(400, {
      message: 'A hold can last at most 24 hours',
    });
    await hold(code, 'pi_t', anasWorks(1000), { expiresAt: 'tomorrow' }).expect(400, {
      message: 'Expires at must be an ISO time',
    });
  });

  describe('giving back what a cancelled order’s hold captured', () => {
    const capture = (holdId: string) => internal('/internal/gift-codes/capture', { holdId }).expect(200);
    const refund = (holdId: string) => internal('/internal/gift-codes/refund', { holdId });

    it('when an order the code paid 60 € of is cancelled, then the 60 € go back onto the balance, and asking again changes nothing', async () => {
      const code = await newCode();
      await hold(code, 'pi_back').expect(200);
      await capture('pi_back');
      expect(await balance(code)).toBe(4000);
      const given = await refund('pi_back').expect(200);
      expect(given.body).toEqual({
        holdId: 'pi_back',
        code,
        status: 'refunded',
        amountMinor: 6000,
        balanceMinor: 10000,
      });
      await refund('pi_back').expect(200, given.body);
      expect(await balance(code)).toBe(10000);
      // The balance given back is spent like any other.
      expect((await hold(code, 'pi_after_back', anasWorks(9000)).expect(200)).body).toMatchObject({
        heldMinor: 9000,
        balanceAfterMinor: 1000,
      });
    });

    it('when two orders spent the code, then each gives back only what its own hold captured and the code never passes its 100 €', async () => {
      const code = await newCode();
      await hold(code, 'pi_part_1', anasWorks(6000)).expect(200);
      await capture('pi_part_1');
      await hold(code, 'pi_part_2', anasWorks(9000)).expect(200);
      await capture('pi_part_2');
      expect(await balance(code)).toBe(0);
      expect((await refund('pi_part_2').expect(200)).body).toMatchObject({ amountMinor: 4000, balanceMinor: 4000 });
      await refund('pi_part_2').expect(200);
      expect(await balance(code)).toBe(4000);
      expect((await refund('pi_part_1').expect(200)).body).toMatchObject({ amountMinor: 6000, balanceMinor: 10000 });
      await refund('pi_part_1').expect(200);
      await refund('pi_part_2').expect(200);
      expect(await balance(code)).toBe(10000);
    });

    it('when a hold paid nothing or is unknown, then there is nothing to give back and the balance stays', async () => {
      const code = await newCode();
      await hold(code, 'pi_only_held', anasWorks(3000)).expect(200);
      await refund('pi_only_held').expect(409, { message: GIFT_CODE_HOLD_NOT_CAPTURED });
      await internal('/internal/gift-codes/release', { holdId: 'pi_only_held' }).expect(200);
      await refund('pi_only_held').expect(409, { message: GIFT_CODE_HOLD_NOT_CAPTURED });
      await refund('pi_never_held').expect(404, { message: GIFT_CODE_HOLD_NOT_FOUND });
      await internal('/internal/gift-codes/refund', {}).expect(400, { message: 'Hold id is required' });
      await request(service.app).post('/internal/gift-codes/refund').send({ holdId: 'pi_only_held' }).expect(401);
      expect(await balance(code)).toBe(10000);
    });

    it('when a hold was given back, then it cannot be captured, released or held again', async () => {
      const code = await newCode();
      await hold(code, 'pi_done', anasWorks(2000)).expect(200);
      await capture('pi_done');
      await refund('pi_done').expect(200);
      await internal('/internal/gift-codes/capture', { holdId: 'pi_done' }).expect(409, {
        message: GIFT_CODE_HOLD_ENDED,
      });
      await internal('/internal/gift-codes/release', { holdId: 'pi_done' }).expect(409, {
        message: GIFT_CODE_HOLD_ENDED,
      });
      await hold(code, 'pi_done', anasWorks(2000)).expect(409, { message: GIFT_CODE_HOLD_ENDED });
      expect(await balance(code)).toBe(10000);
    });

    it('when two give-backs of one hold come at the same moment, then the balance grows once', async () => {
      const code = await newCode();
      await hold(code, 'pi_twice', anasWorks(7000)).expect(200);
      await capture('pi_twice');
      let racing: Promise<request.Response[]> | undefined;
      // Both are stopped at their first look at the hold, so without the code's row lock both would give back.
      await service.ctx.db.transaction(async (trx) => {
        await trx.raw('lock table gift_code_holds in access exclusive mode');
        racing = Promise.all([refund('pi_twice'), refund('pi_twice')]);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const answers = await racing!;
      expect(answers.map((res) => [res.status, res.body])).toEqual([
        [200, { holdId: 'pi_twice', code, status: 'refunded', amountMinor: 7000, balanceMinor: 10000 }],
        [200, { holdId: 'pi_twice', code, status: 'refunded', amountMinor: 7000, balanceMinor: 10000 }],
      ]);
      expect(await balance(code)).toBe(10000);
    });
  });
});
