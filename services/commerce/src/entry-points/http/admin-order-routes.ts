import { adminOrdersQuery } from '@easel/contracts/src/admin-orders';
import { weeklySinceQuery, type WeeklySalesAnswer } from '@easel/contracts/src/admin-dashboard';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { ServiceDeps } from '../../commerce';
import { createAdminOrders } from '../../data-access/admin-orders';
import { listOrders, orderDetail, refundOrder } from '../../domain/admin-orders';
import { toMajor } from '../../domain/money';

/** The admin service's orders (with the service credential, as every /internal route): list, one order, refund, weekly sales. */
export function adminOrderRoutes(deps: ServiceDeps): Router {
  const adminDeps = { ...deps, adminOrders: createAdminOrders(deps.db) };
  return Router()
    .get('/internal/orders', async (req, res) => {
      res.json(await listOrders(adminDeps, parseInput(adminOrdersQuery, req.query)));
    })
    .get('/internal/orders/:orderNumber', async (req, res) => {
      res.json({ order: await orderDetail(adminDeps, String(req.params.orderNumber)) });
    })
    .post('/internal/orders/:orderNumber/refund', async (req, res) => {
      res.json(await refundOrder(adminDeps, String(req.params.orderNumber)));
    })
    .get('/internal/dashboard/sales', async (req, res) => {
      const { since } = parseInput(weeklySinceQuery, req.query);
      const weeks = await adminDeps.adminOrders.weeklySales(since);
      res.json({
        weeks: weeks.map(({ amountMinor, ...week }) => ({ ...week, amount: toMajor(amountMinor, week.currency) })),
      } satisfies WeeklySalesAnswer);
    });
}
