import { PERSON_LIST_LIMIT } from '@easel/contracts/src/admin-people';
import { NotFoundError, type Db } from '@easel/service-kit';
import { Router } from 'express';
import { createBuyerOrders } from '../../data-access/buyer-orders';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The admin area's read of one account's orders (service credential): GET /internal/people/:id/orders. */
export function peopleRoutes(db: Db): Router {
  const buyerOrders = createBuyerOrders(db);
  return Router().get('/internal/people/:id/orders', async (req, res) => {
    if (!isUuid(req.params.id)) throw new NotFoundError('User not found');
    res.json(await buyerOrders(req.params.id, PERSON_LIST_LIMIT));
  });
}
