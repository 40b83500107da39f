import { CART_MAX, createPaymentIntentInput, finalizeInput, saveCartInput } from '@easel/contracts';
import { bodyOf, caller, InputError, parseInput, requireAuth } from '@easel/service-kit';
import { Router, type Request } from 'express';
import { cartLines } from '../../domain/cart-lines';
import { createPaymentIntent } from '../../domain/payment-intent';
import type { CommerceDeps } from '../../domain/commerce-deps';
import { finalizePayment } from '../../domain/complete-payment';
import { orderView } from '../../domain/order-view';
import { saveCart, savedCart } from '../../domain/saved-cart';

const queryText = (req: Request, name: string) =>
  typeof req.query[name] === 'string' ? (req.query[name] as string) : '';

function slugsOf(req: Request): string[] {
  const slugs = [
    ...new Set(
      queryText(req, 'slugs')
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
  if (slugs.length > CART_MAX) throw new InputError(`At most ${CART_MAX} artworks in a cart`);
  if (slugs.some((slug) => slug.length > 200)) throw new InputError('Slugs must be at most 200 characters');
  return slugs;
}

/** The cart's server side, the checkout's payment intent and its completion, and an order's page (part A1). */
export function checkoutRoutes(deps: CommerceDeps): Router {
  return Router()
    .get('/cart/lines', async (req, res) => {
      const intentId = queryText(req, 'intent').slice(0, 200) || undefined;
      res.json(await cartLines(deps, slugsOf(req), { userId: req.auth?.sub, intentId }));
    })
    .get('/cart', requireAuth, async (req, res) => {
      res.json(await savedCart(deps, caller(req).sub));
    })
    .put('/cart', requireAuth, async (req, res) => {
      res.json(await saveCart(deps, caller(req).sub, parseInput(saveCartInput, bodyOf(req)).slugs));
    })
    .post('/payment/create-payment-intent', async (req, res) => {
      res.json(await createPaymentIntent(deps, req.auth?.sub, parseInput(createPaymentIntentInput, bodyOf(req))));
    })
    .post('/payment/finalize', async (req, res) => {
      const { paymentIntentId } = parseInput(finalizeInput, bodyOf(req));
      res.json(await finalizePayment(deps, paymentIntentId, req.auth?.sub));
    })
    .get('/orders/:orderNumber', async (req, res) => {
      res.json(await orderView(deps, String(req.params.orderNumber), req.auth?.sub));
    });
}
