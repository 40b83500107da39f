import {
  GIFT_CARD_NOT_FOUND,
  GIFT_CODE_EUR_ONLY,
  GIFT_CODE_HOLD_ENDED,
  GIFT_CODE_HOLD_NOT_CAPTURED,
  GIFT_CODE_HOLD_NOT_FOUND,
  GIFT_CODE_NOT_VALID,
  GIFT_CODE_SPENT,
  giftCodeOnlyFor,
  type HoldGiftCodeInput,
  type IssueGiftCodeInput,
} from '@easel/contracts';
import { serveLocally } from '@easel/service-kit/testing';
import express from 'express';
import { ids } from './checkout-helpers';

interface Code {
  artistId: string;
  artistName: string;
  balanceMinor: number;
}
interface Hold {
  code: string;
  amountMinor: number;
  status: 'held' | 'captured' | 'released' | 'refunded';
  expiresAt: number;
}

/**
 * The artist service's internal gift-card routes as the contract words them, in memory, on a real port: Ana's card
 * 'ana-card' at 50 or 100 €, codes with balances, holds that count until they expire, capture, release and refund.
 */
export async function startArtistStandIn() {
  const codes = new Map<string, Code>();
  const holds = new Map<string, Hold>();
  const issued: IssueGiftCodeInput[] = [];
  const calls: { path: string; body: unknown }[] = [];
  /** a checkout elsewhere spends this much of every code between a dry run and its hold; the next refunds answer 503 */
  const meddle = { spendBetween: 0, refundsDown: 0 };
  const app = express().use(express.json());
  app.use((req, _res, next) => {
    calls.push({ path: req.path, body: req.body });
    next();
  });

  app.get('/internal/giftcards/:slug/price', (req, res) => {
    if (req.params.slug !== 'ana-card') return void res.status(404).json({ message: GIFT_CARD_NOT_FOUND });
    const amountMinor = Number(req.query.amount);
    if (![5000, 10000].includes(amountMinor))
      return void res.status(400).json({ message: 'This gift card is not sold at that amount' });
    res.json({
      slug: 'ana-card',
      artistId: ids.ana,
      artistName: 'Ana Lee',
      title: 'Studio card',
      featuredImage: '/api/media/card.jpg',
      amountMinor,
      currency: 'EUR',
    });
  });

  app.post('/internal/giftcards/issue', (req, res) => {
    const input = req.body as IssueGiftCodeInput;
    if (!issued.some((done) => done.orderNumber === input.orderNumber && done.line === input.line)) issued.push(input);
    res.json({ code: `CODE${input.orderNumber}${input.line}` });
  });

  const heldElsewhere = (code: string, holdId: string) =>
    [...holds.entries()]
      .filter(
        ([id, hold]) => id !== holdId && hold.code === code && hold.status === 'held' && hold.expiresAt > Date.now(),
      )
      .reduce((sum, [, hold]) => sum + hold.amountMinor, 0);

  app.post('/internal/gift-codes/hold', (req, res) => {
    const input = req.body as HoldGiftCodeInput;
    const code = codes.get(input.code);
    if (!code) return void res.status(404).json({ message: GIFT_CODE_NOT_VALID });
    const lines = input.lines.filter((line) => line.artistId === code.artistId);
    if (!lines.length) return void res.status(400).json({ message: giftCodeOnlyFor(code.artistName) });
    if (lines.some((line) => line.currency !== 'EUR'))
      return void res.status(400).json({ message: GIFT_CODE_EUR_ONLY });
    if (!input.dryRun && meddle.spendBetween) code.balanceMinor -= meddle.spendBetween;
    const free = code.balanceMinor - heldElsewhere(input.code, input.holdId);
    if (free <= 0) return void res.status(409).json({ message: GIFT_CODE_SPENT });
    const heldMinor = Math.min(
      free,
      lines.reduce((sum, line) => sum + line.amountMinor, 0),
    );
    if (!input.dryRun)
      holds.set(input.holdId, {
        code: input.code,
        amountMinor: heldMinor,
        status: 'held',
        expiresAt: Date.parse(input.expiresAt),
      });
    res.json({ code: input.code, artistName: code.artistName, heldMinor, balanceAfterMinor: free - heldMinor });
  });

  const end = (to: 'captured' | 'released') => (req: express.Request, res: express.Response) => {
    const { holdId } = req.body as { holdId: string };
    const hold = holds.get(holdId);
    if (!hold) return void res.status(404).json({ message: GIFT_CODE_HOLD_NOT_FOUND });
    if (hold.status !== 'held' && hold.status !== to)
      return void res.status(409).json({ message: GIFT_CODE_HOLD_ENDED });
    if (hold.status === 'held' && to === 'captured') codes.get(hold.code)!.balanceMinor -= hold.amountMinor;
    hold.status = to;
    res.json({
      holdId,
      code: hold.code,
      status: to,
      amountMinor: hold.amountMinor,
      balanceMinor: codes.get(hold.code)!.balanceMinor,
    });
  };
  app.post('/internal/gift-codes/capture', end('captured'));
  app.post('/internal/gift-codes/release', end('released'));
  app.post('/internal/gift-codes/refund', (req, res) => {
    if (meddle.refundsDown > 0) {
      meddle.refundsDown -= 1;
      return void res.status(503).json({ message: 'Service unavailable' });
    }
    const { holdId } = req.body as { holdId: string };
    const hold = holds.get(holdId);
    if (!hold) return void res.status(404).json({ message: GIFT_CODE_HOLD_NOT_FOUND });
    if (hold.status !== 'captured' && hold.status !== 'refunded')
      return void res.status(409).json({ message: GIFT_CODE_HOLD_NOT_CAPTURED });
    if (hold.status === 'captured') codes.get(hold.code)!.balanceMinor += hold.amountMinor;
    hold.status = 'refunded';
    res.json({
      holdId,
      code: hold.code,
      status: 'refunded',
      amountMinor: hold.amountMinor,
      balanceMinor: codes.get(hold.code)!.balanceMinor,
    });
  });

  const served = await serveLocally(app);
  return {
    url: served.url,
    codes,
    holds,
    issued,
    calls,
    meddle,
    /** A code of Ana's works with this balance (minor units). */
    code: (code: string, balanceMinor: number) =>
      codes.set(code, { artistId: ids.ana, artistName: 'Ana Lee', balanceMinor }),
    close: served.close,
  };
}
