import {
  giftCardInput,
  giftCardListQuery,
  giftCardPriceQuery,
  giftCodeHoldRef,
  holdGiftCodeInput,
  issueGiftCodeInput,
} from '@easel/contracts';
import { bodyOf, caller, parseInput, requireAuth } from '@easel/service-kit';
import { Router } from 'express';
import type { ArtistDeps } from '../../deps';
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

/** Gift cards: the artist's /api/giftcard/* calls, and commerce's /internal calls that price, issue, redeem and give back codes. */
export function giftCardRoutes(deps: ArtistDeps): Router {
  const router = Router();

  router.get('/giftcard/unlock', requireAuth, async (req, res) => {
    res.json(await giftCardUnlock(deps, caller(req).sub));
  });
  router.post('/giftcard/new', requireAuth, async (req, res) => {
    res.status(201).json(await createGiftCard(deps, caller(req).sub, parseInput(giftCardInput, bodyOf(req))));
  });
  router.put('/giftcard/edit/:slug', requireAuth, async (req, res) => {
    res.json(
      await editGiftCard(deps, caller(req).sub, String(req.params.slug), parseInput(giftCardInput, bodyOf(req))),
    );
  });
  router.get('/giftcard/get/:slug', async (req, res) => {
    res.json(await showGiftCard(deps, String(req.params.slug), req.auth?.sub));
  });
  router.get('/giftcard/list', async (req, res) => {
    res.json(await listGiftCards(deps, parseInput(giftCardListQuery, req.query), req.auth?.sub));
  });

  router.get('/internal/giftcards/:slug/price', async (req, res) => {
    res.json(await giftCardPrice(deps, String(req.params.slug), parseInput(giftCardPriceQuery, req.query).amount));
  });
  router.post('/internal/giftcards/issue', async (req, res) => {
    const { issued, code } = await issueGiftCode(deps, parseInput(issueGiftCodeInput, bodyOf(req)));
    res.status(issued ? 201 : 200).json({ code });
  });
  router.post('/internal/gift-codes/hold', async (req, res) => {
    res.json(await holdGiftCode(deps, parseInput(holdGiftCodeInput, bodyOf(req))));
  });
  router.post('/internal/gift-codes/capture', async (req, res) => {
    res.json(await captureGiftCodeHold(deps, parseInput(giftCodeHoldRef, bodyOf(req)).holdId));
  });
  router.post('/internal/gift-codes/release', async (req, res) => {
    res.json(await releaseGiftCodeHold(deps, parseInput(giftCodeHoldRef, bodyOf(req)).holdId));
  });
  router.post('/internal/gift-codes/refund', async (req, res) => {
    res.json(await refundGiftCodeHold(deps, parseInput(giftCodeHoldRef, bodyOf(req)).holdId));
  });
  return router;
}
