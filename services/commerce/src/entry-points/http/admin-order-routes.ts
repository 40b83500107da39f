import { adminOrdersQuery, weeklySinceQuery, type WeeklySalesAnswer, toMajor } from '@easel/contracts';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import { listOrders, orderDetail, refundOrder, type AdminOrderDeps } from '../../domain/admin-orders';

/** The admin service's orders (with the service credential, as every /internal route): list, one order, refund, weekly sales. */
export function adminOrderRoutes(deps: AdminOrderDeps): Router {
  return Router()
    .get('/internal/orders', async (req, res) => {
      res.json(await listOrders(deps, parseInput(adminOrdersQuery, req.query)));
    })
    .get('/internal/orders/:orderNumber', async (req, res) => {
      res.json({ order: await orderDetail(deps, String(req.params.orderNumber)) });
    })
    .post('/internal/orders/:orderNumber/refund', async (req, res) => {
      res.json(await refundOrder(deps, String(req.params.orderNumber)));
    })
    .get('/internal/dashboard/sales', async (req, res) => {
      const { since } = parseInput(weeklySinceQuery, req.query);
      const weeks = await deps.adminOrders.weeklySales(since);
      res.json({
        weeks: weeks.map(({ amountMinor, ...week }) => ({ ...week, amount: toMajor(amountMinor, week.currency) })),
      } satisfies WeeklySalesAnswer);
    });
}
