import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startCommerce, type TestCommerce } from './checkout-helpers';

// The admin area's account page reads the orders a buyer placed.
let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startCommerce();
}, 60_000);
afterAll(() => commerce.stop());

const buyer = randomUUID();
const order = (orderNumber: string, userId: string, createdAt: string) => ({
  order_number: orderNumber,
  user_id: userId,
  payment_intent_id: `pi_${orderNumber}`,
  order_status: 'paid',
  shipping_info: JSON.stringify({}),
  items: JSON.stringify([{ slug: 'a' }, { slug: 'b' }]),
  subtotal_minor: 120000,
  total_minor: 125000,
  currency: 'EUR',
  buyer_email: 'people.orders@example.com',
  created_at: createdAt,
});
const ordersOf = (id: string) => request(commerce.app).get(`/internal/people/${id}/orders`).set(commerce.credential);

test("when the admin area asks for a buyer's orders, then theirs are answered newest first with status, total and item count", async () => {
  await commerce.ctx
    .db('orders')
    .insert([
      order('PEOPLE-1', buyer, '2026-01-01T10:00:00Z'),
      order('PEOPLE-2', buyer, '2026-02-01T10:00:00Z'),
      order('PEOPLE-3', randomUUID(), '2026-03-01T10:00:00Z'),
    ]);
  const { body } = await ordersOf(buyer).expect(200);
  expect(body).toEqual({
    total: 2,
    orders: [
      {
        orderNumber: 'PEOPLE-2',
        status: 'paid',
        totalMinor: 125000,
        currency: 'EUR',
        itemCount: 2,
        createdAt: '2026-02-01T10:00:00.000Z',
      },
      {
        orderNumber: 'PEOPLE-1',
        status: 'paid',
        totalMinor: 125000,
        currency: 'EUR',
        itemCount: 2,
        createdAt: '2026-01-01T10:00:00.000Z',
      },
    ],
  });
});

test('when the buyer has no orders, then an empty list; a malformed id is 404; without the credential, 401', async () => {
  expect((await ordersOf(randomUUID()).expect(200)).body).toEqual({ orders: [], total: 0 });
  await ordersOf('not-a-uuid').expect(404, { message: 'User not found' });
  await request(commerce.app).get(`/internal/people/${buyer}/orders`).expect(401);
});
