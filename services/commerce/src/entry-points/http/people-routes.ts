import { PERSON_LIST_LIMIT, isUuid } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import { Router } from 'express';
import type { BuyerOrders } from '../../data-access/buyer-orders';

/** The admin area's read of one account's orders (service credential): GET /internal/people/:id/orders. */
export function peopleRoutes({ buyerOrders }: { buyerOrders: BuyerOrders }): Router {
  return Router().get('/internal/people/:id/orders', async (req, res) => {
    if (!isUuid(req.params.id)) throw new NotFoundError('User not found');
    res.json(await buyerOrders(req.params.id, PERSON_LIST_LIMIT));
  });
}
