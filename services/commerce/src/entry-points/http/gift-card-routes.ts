import { applyGiftCodeInput, giftCardPurchase } from '@easel/contracts';
import { bodyOf, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { CommerceDeps } from '../../domain/commerce-deps';
import { applyGiftCode } from '../../domain/checkout';
import { giftCardCheckout } from '../../domain/gift-card-checkout';

/** The gift-card steps of the checkout: a card's line (/checkout?giftcard=), and Apply for a code (a dry run). */
export function giftCardRoutes(deps: CommerceDeps): Router {
  return Router()
    .get('/payment/giftcard/:slug', async (req, res) => {
      res.json(
        await giftCardCheckout(deps, parseInput(giftCardPurchase, { slug: req.params.slug, amount: req.query.amount })),
      );
    })
    .post('/payment/gift-code/apply', async (req, res) => {
      res.json(await applyGiftCode(deps, req.auth?.sub, parseInput(applyGiftCodeInput, bodyOf(req))));
    });
}
