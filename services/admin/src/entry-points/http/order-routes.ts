import {
  adminActionInput,
  adminOrdersQuery,
  type AdminOrderAnswer,
  type AdminOrderDetail,
  type AdminOrdersAnswer,
} from '@easel/contracts';
import { parseInput, bodyOf } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { actingAdmin, type AdminGuard, pathParam } from './admin-guard';

/** Orders: list and filter, one order, refunds through the payment provider (commerce owns them; it claims the refund once). */
export function orderRoutes(deps: AdminDeps, can: AdminGuard): Router {
  const orderPath = (orderNumber: string) => `/internal/orders/${encodeURIComponent(orderNumber)}`;
  return Router()
    .get('/admin/orders', ...can('orders.read'), async (req, res) => {
      const filters = parseInput(adminOrdersQuery, req.query);
      const query = new URLSearchParams(
        Object.entries(filters).flatMap(([key, value]) =>
          value === undefined || value === '' ? [] : [[key, String(value)]],
        ),
      );
      res.json((await deps.services.get<AdminOrdersAnswer>('commerce', `/internal/orders?${query}`)).body);
    })
    .get('/admin/orders/:orderNumber', ...can('orders.read'), async (req, res) => {
      res.json((await deps.services.get<AdminOrderAnswer>('commerce', orderPath(pathParam(req, 'orderNumber')))).body);
    })
    .post('/admin/orders/:orderNumber/refund', ...can('orders.refund'), async (req, res) => {
      const { reason } = parseInput(adminActionInput, bodyOf(req));
      const orderNumber = pathParam(req, 'orderNumber');
      const { before, after } = (
        await deps.services.post<{ before: AdminOrderDetail; after: AdminOrderDetail }>(
          'commerce',
          `${orderPath(orderNumber)}/refund`,
        )
      ).body;
      const auditSide = (order: AdminOrderDetail) => ({
        status: order.status,
        refunded: order.payment.refunded,
        card: order.payment.card,
        giftCode: order.payment.giftCode,
      });
      await deps.auditLog.record({
        adminId: actingAdmin(res).id,
        action: 'order.refund',
        target: `order:${orderNumber}`,
        reason,
        before: auditSide(before),
        after: auditSide(after),
      });
      res.json({ order: after } satisfies AdminOrderAnswer);
    });
}
