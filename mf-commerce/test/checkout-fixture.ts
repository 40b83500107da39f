import type { CartLine, OrderAnswer } from '@easel/contracts';

export const line = (slug: string, fields: Partial<CartLine> = {}): CartLine => ({
  slug,
  title: `Title of ${slug}`,
  featuredImage: `/media/${slug}.jpg`,
  medium: 'Oil',
  material: 'Canvas',
  size: { width: 60, height: 40 },
  artistName: 'Ada Painter',
  price: 500,
  currency: { code: 'EUR', tag: '€' },
  state: 'available',
  reservedUntil: null,
  ...fields,
});

export const ADDRESS = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Address: '1 Harbour Road',
  City: 'Bristol',
  State: 'Avon',
  'Zip code': 'BS1 4DJ',
  Country: 'GB',
};

export const ORDER: OrderAnswer = {
  orderNumber: 'EA-ABCDEFGHJKMN',
  createdAt: '2026-11-24T14:30:00.000Z',
  orderStatus: 'paid',
  paymentStatus: 'Paid',
  trackingNumber: null,
  shippingInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    address: '1 Harbour Road',
    city: 'Bristol',
    state: 'Avon',
    zipCode: 'BS1 4DJ',
    country: 'GB',
  },
  items: [
    {
      slug: 'harbour',
      title: 'Harbour at Dawn',
      description: 'A harbour.',
      featuredImage: '/media/harbour.jpg',
      price: 500,
      quantity: 1,
    },
  ],
  pricing: { subtotal: 500, shipping: 0, tax: 0, total: 500, currency: 'EUR' },
};
