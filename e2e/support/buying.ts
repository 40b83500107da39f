import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CreatePaymentIntentAnswer, FinalizeAnswer } from '@easel/contracts';
import { main, uniqueEmail } from './fixtures';

/** The checkout's address fields by label, but Email, which each test gives its own. */
const ADDRESS: Record<string, string> = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Address: '1 Harbour Road',
  City: 'Bristol',
  State: 'Avon',
  'Zip code': 'BS1 4DJ',
  Country: 'GB',
};

/** Fills the checkout's eight address fields, with `email` as the buyer's. */
export async function fillAddress(page: Page, email: string) {
  for (const [label, value] of Object.entries({ ...ADDRESS, Email: email }))
    await main(page).getByLabel(label, { exact: true }).fill(value);
}

/** A product toast (top right), by its exact words. */
export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** The art page's buy box. */
export const buyBox = (page: Page) => main(page).getByRole('region', { name: 'Buying' });

/** Signs `email` in through the API and keeps the session where the front end reads it, on every page the test opens. */
export async function signInAs(page: Page, email: string, password: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(answer.ok(), `${email} signs in`).toBe(true);
  const session = (await answer.json()) as { token: string; user: unknown };
  await page.addInitScript(
    (items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    },
    { token: session.token, user: JSON.stringify(session.user) },
  );
}

const shippingTo = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  address: '1 Harbour Road',
  city: 'Bristol',
  state: 'Avon',
  zipCode: 'BS1 4DJ',
  country: 'GB',
});

/** A payment intent on `slug` (a hold of 15 minutes), as a guest with a fresh e-mail unless headers say who. */
export async function holdWork(
  request: APIRequestContext,
  slug: string,
  amountMinor: number,
  headers: Record<string, string> = {},
) {
  const intent = await request.post('/api/payment/create-payment-intent', {
    headers,
    data: { items: [{ id: slug }], shippingInfo: shippingTo(uniqueEmail('buyer')), amount: amountMinor },
  });
  expect(intent.ok(), `the work is held: ${intent.status()} ${await intent.text()}`).toBe(true);
  return (await intent.json()) as CreatePaymentIntentAnswer;
}

/** Pays a held intent with the local provider's 4242 card, at `base` (the gateway's /api, or one commerce replica). */
export async function payWithTestCard(request: APIRequestContext, base: string, intent: CreatePaymentIntentAnswer) {
  const confirm = await request.post(`${base}/payment/local/confirm`, {
    data: {
      clientSecret: intent.client_secret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      billing: { name: 'Ada Lovelace', email: 'ada@example.com' },
    },
  });
  expect(await confirm.json(), 'the card is taken').toMatchObject({ status: 'succeeded' });
}

/** Buys `slug` through the API with the local provider's 4242 card; answers the order number. */
export async function buyWork(
  request: APIRequestContext,
  slug: string,
  amountMinor: number,
  headers: Record<string, string> = {},
) {
  const intent = await holdWork(request, slug, amountMinor, headers);
  await payWithTestCard(request, '/api', intent);
  const finalize = await request.post('/api/payment/finalize', {
    headers,
    data: { paymentIntentId: intent.payment_intent_id },
  });
  expect(finalize.ok(), `the order is written: ${finalize.status()} ${await finalize.text()}`).toBe(true);
  return ((await finalize.json()) as FinalizeAnswer).orderNumber;
}

/** A visitor's offer on the artist's work, through the API. */
export async function offerOn(request: APIRequestContext, slug: string, offer: number, email = uniqueEmail('offer')) {
  const sent = await request.post('/api/artwork/order-request', {
    data: { email, password: '', offer, message: 'For my hallway.', slug, buyOption: 'offer' },
  });
  expect(sent.status(), `the offer is sent: ${await sent.text()}`).toBe(201);
  return email;
}
