import type { PersonOrders } from '@easel/contracts';
import type { Db } from '@easel/service-kit';

/** The orders a buyer placed, newest first, for the admin area's account page. */
export function createBuyerOrders(db: Db) {
  return async function buyerOrders(buyerId: string, limit: number): Promise<PersonOrders> {
    const theirs = db('orders').where({ user_id: buyerId });
    const [rows, [count]] = await Promise.all([
      theirs
        .clone()
        .select(
          'order_number',
          'order_status',
          'total_minor',
          'currency',
          db.raw('jsonb_array_length(items) as item_count'),
          'created_at',
        )
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'order_number', order: 'asc' },
        ])
        .limit(limit),
      theirs.clone().count({ n: '*' }),
    ]);
    return {
      orders: rows.map((row) => ({
        orderNumber: row.order_number,
        status: row.order_status,
        totalMinor: Number(row.total_minor),
        currency: String(row.currency).trim(),
        itemCount: Number(row.item_count),
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total: Number(count?.n ?? 0),
    };
  };
}

export type BuyerOrders = ReturnType<typeof createBuyerOrders>;
