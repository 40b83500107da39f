import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrdersQuery } from '@easel/contracts';
import type { OrderStatus, WeeklySalesAnswer } from '@easel/contracts';
import { fromUtcDay, timeBucket, type Db } from '@easel/service-kit';
import type { Knex } from 'knex';

export type OrderFilters = Omit<AdminOrdersQuery, 'page'> & { page: number };

export interface OrderListRow {
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  buyerEmail: string;
  paidMinor: number;
  currency: string;
  works: number;
}

/** When the order took each status: its stamps (a paid order was paid when it was placed). */
export interface OrderStamps {
  createdAt: Date;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

// A search typed by a person: its % and _ are letters, not patterns.
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The admin area's reading of orders: filtered pages, one order's stamps, and orders and revenue per week. */
export function createAdminOrders(db: Db) {
  const filtered = ({ status, from, to, q }: Omit<OrderFilters, 'page'>) => {
    const query = db('orders');
    if (status) query.where('order_status', status);
    if (from) query.where(fromUtcDay(db, 'created_at', from));
    // To is a whole UTC day, included.
    if (to) query.where(db.raw(`created_at < ((?::date + 1)::timestamp at time zone 'UTC')`, [to]));
    if (q) {
      const pattern = likeEscaped(q.toLowerCase());
      query.where((where: Knex.QueryBuilder) =>
        where
          .whereRaw('lower(order_number) = ?', [q.toLowerCase()])
          .orWhereRaw(`lower(buyer_email) like ? escape '\\'`, [`%${pattern}%`]),
      );
    }
    return query;
  };

  return {
    async page(filters: OrderFilters): Promise<{ rows: OrderListRow[]; total: number }> {
      const [counted] = await filtered(filters).count<{ n: string | number }[]>({ n: '*' });
      const rows: {
        order_number: string;
        created_at: Date | string;
        order_status: OrderStatus;
        buyer_email: string;
        paid: string | number;
        currency: string;
        items: unknown[] | string;
      }[] = await filtered(filters)
        .select(
          'order_number',
          'created_at',
          'order_status',
          'buyer_email',
          'currency',
          'items',
          db.raw('total_minor + gift_minor as paid'),
        )
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'order_number', order: 'desc' },
        ])
        .limit(ADMIN_ORDERS_PAGE_SIZE)
        .offset((filters.page - 1) * ADMIN_ORDERS_PAGE_SIZE);
      return {
        total: Number(counted?.n ?? 0),
        rows: rows.map((row) => ({
          orderNumber: row.order_number,
          createdAt: new Date(row.created_at),
          status: row.order_status,
          buyerEmail: row.buyer_email,
          paidMinor: Number(row.paid),
          currency: row.currency.trim(),
          works: (typeof row.items === 'string' ? (JSON.parse(row.items) as unknown[]) : row.items).length,
        })),
      };
    },

    async stamps(orderId: string): Promise<OrderStamps> {
      const row = await db('orders')
        .first('created_at', 'shipped_at', 'delivered_at', 'cancelled_at')
        .where('id', orderId);
      const at = (value: Date | string | null) => (value ? new Date(value) : null);
      return {
        createdAt: new Date(row.created_at),
        shippedAt: at(row.shipped_at),
        deliveredAt: at(row.delivered_at),
        cancelledAt: at(row.cancelled_at),
      };
    },

    /** Orders and what cards paid per week, from the UTC Monday `since` on; a refunded (cancelled) order does not count. */
    async weeklySales(
      since: string,
    ): Promise<(Omit<WeeklySalesAnswer['weeks'][number], 'amount'> & { amountMinor: number })[]> {
      const rows: { bucket: string; currency: string; n: string | number; amount: string | number }[] = await db(
        'orders',
      )
        .select(
          timeBucket(db, 'week', 'created_at'),
          'currency',
          db.raw('count(*) as n'),
          db.raw('sum(total_minor) as amount'),
        )
        .whereNot('order_status', 'cancelled')
        .where(fromUtcDay(db, 'created_at', since))
        .groupBy('bucket', 'currency')
        .orderBy(['bucket', 'currency']);
      return rows.map((row) => ({
        week: row.bucket,
        currency: row.currency.trim(),
        orders: Number(row.n),
        amountMinor: Number(row.amount),
      }));
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
