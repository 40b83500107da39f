import {
  answerOfferInput,
  offerRulesInput,
  orderRequestInput,
  REQUEST_SUBMITTED,
  shipOrderInput,
} from '@easel/contracts';
import { bodyOf, caller, parseInput, requireAuth } from '@easel/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { offerCheckout } from '../../domain/offer-checkout';
import { answerOffer, artistRequests, offerRulesOf, setOfferRules } from '../../domain/offers';
import { moveOrder, ordersOf, type LifecycleDeps } from '../../domain/order-lifecycle';
import { submitOrderRequest } from '../../domain/order-request';

const ordersQuery = z.object({
  as: z.enum(['buyer', 'artist'], { error: 'as must be buyer or artist' }).default('buyer'),
});

/** Requests, offers and the order lifecycle (part B); mounted before commerce's own GET /orders/:orderNumber. */
export function requestRoutes(deps: LifecycleDeps): Router {
  const router = Router();

  router.post('/artwork/order-request', async (req, res) => {
    await submitOrderRequest(deps, parseInput(orderRequestInput, bodyOf(req)), { userId: req.auth?.sub ?? null });
    res.status(201).json({ message: REQUEST_SUBMITTED });
  });

  router.get('/orders/requests', requireAuth, async (req, res) => {
    res.json({ requests: await artistRequests(deps, caller(req).sub) });
  });

  router.post('/orders/requests/:id/answer', requireAuth, async (req, res) => {
    res.json({
      request: await answerOffer(
        deps,
        caller(req).sub,
        String(req.params.id),
        parseInput(answerOfferInput, bodyOf(req)),
      ),
    });
  });

  router.get('/orders/offer-rules/:slug', requireAuth, async (req, res) => {
    res.json(await offerRulesOf(deps, caller(req).sub, String(req.params.slug)));
  });

  router.put('/orders/offer-rules/:slug', requireAuth, async (req, res) => {
    res.json(
      await setOfferRules(deps, caller(req).sub, String(req.params.slug), parseInput(offerRulesInput, bodyOf(req))),
    );
  });

  router.get('/orders/offer/:token', async (req, res) => {
    res.json(await offerCheckout(deps, String(req.params.token)));
  });

  router.get('/orders', requireAuth, async (req, res) => {
    res.json({ orders: await ordersOf(deps, caller(req).sub, parseInput(ordersQuery, req.query).as) });
  });

  router.post('/orders/:orderNumber/ship', requireAuth, async (req, res) => {
    const { trackingNumber } = parseInput(shipOrderInput, bodyOf(req));
    res.json({ order: await moveOrder(deps, caller(req).sub, String(req.params.orderNumber), 'ship', trackingNumber) });
  });

  for (const action of ['deliver', 'cancel'] as const) {
    router.post(`/orders/:orderNumber/${action}`, requireAuth, async (req, res) => {
      res.json({ order: await moveOrder(deps, caller(req).sub, String(req.params.orderNumber), action) });
    });
  }

  return router;
}
