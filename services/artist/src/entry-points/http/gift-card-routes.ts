import {
  giftCardInput,
  giftCardListQuery,
  giftCardPriceQuery,
  giftCodeHoldRef,
  holdGiftCodeInput,
  issueGiftCodeInput,
} from '@easel/contracts/src/gift-cards';
import { caller, parseInput, requireAuth } from '@easel/service-kit';
import { Router, type Request } from 'express';
import { createGiftCardsRepository } from '../../data-access/gift-cards-repository';
import { createGiftCodesRepository } from '../../data-access/gift-codes-repository';
import type { ArtistDeps } from '../../domain/artist-deps';
import {
  createGiftCard,
  editGiftCard,
  giftCardPrice,
  giftCardUnlock,
  listGiftCards,
  showGiftCard,
} from '../../domain/gift-cards';
import {
  captureGiftCodeHold,
  holdGiftCode,
  issueGiftCode,
  refundGiftCodeHold,
  releaseGiftCodeHold,
} from '../../domain/gift-codes';

// Without a JSON body express leaves req.body undefined; an empty object lets each missing field name itself.
const bodyOf = (req: Request): unknown => req.body ?? {};

/** Gift cards: the artist's /api/giftcard/* calls, and commerce's /internal calls that price, issue, redeem and give back codes. */
export function giftCardRoutes(deps: ArtistDeps): Router {
  const cards = createGiftCardsRepository(deps.ctx.db);
  const giftCards = { cards, artists: deps.artists, now: deps.now };
  const giftCodes = { cards, codes: createGiftCodesRepository(deps.ctx.db, deps.outbox), now: deps.now };
  const router = Router();

  router.get('/giftcard/unlock', requireAuth, async (req, res) => {
    res.json(await giftCardUnlock(giftCards, caller(req).sub));
  });
  router.post('/giftcard/new', requireAuth, async (req, res) => {
    res.status(201).json(await createGiftCard(giftCards, caller(req).sub, parseInput(giftCardInput, bodyOf(req))));
  });
  router.put('/giftcard/edit/:slug', requireAuth, async (req, res) => {
    res.json(
      await editGiftCard(giftCards, caller(req).sub, String(req.params.slug), parseInput(giftCardInput, bodyOf(req))),
    );
  });
  router.get('/giftcard/get/:slug', async (req, res) => {
    res.json(await showGiftCard(giftCards, String(req.params.slug), req.auth?.sub));
  });
  router.get('/giftcard/list', async (req, res) => {
    res.json(await listGiftCards(giftCards, parseInput(giftCardListQuery, req.query), req.auth?.sub));
  });

  router.get('/internal/giftcards/:slug/price', async (req, res) => {
    res.json(await giftCardPrice(giftCards, String(req.params.slug), parseInput(giftCardPriceQuery, req.query).amount));
  });
  router.post('/internal/giftcards/issue', async (req, res) => {
    const { issued, code } = await issueGiftCode(giftCodes, parseInput(issueGiftCodeInput, bodyOf(req)));
    res.status(issued ? 201 : 200).json({ code });
  });
  router.post('/internal/gift-codes/hold', async (req, res) => {
    res.json(await holdGiftCode(giftCodes, parseInput(holdGiftCodeInput, bodyOf(req))));
  });
  router.post('/internal/gift-codes/capture', async (req, res) => {
    res.json(await captureGiftCodeHold(giftCodes, parseInput(giftCodeHoldRef, bodyOf(req)).holdId));
  });
  router.post('/internal/gift-codes/release', async (req, res) => {
    res.json(await releaseGiftCodeHold(giftCodes, parseInput(giftCodeHoldRef, bodyOf(req)).holdId));
  });
  router.post('/internal/gift-codes/refund', async (req, res) => {
    res.json(await refundGiftCodeHold(giftCodes, parseInput(giftCodeHoldRef, bodyOf(req)).holdId));
  });
  return router;
}
