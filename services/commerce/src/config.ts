import { port, type ServiceConfig } from '@easel/service-kit';
import { z } from 'zod';

const serviceUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);
const optionalKey = (prefix: string) => z.string().startsWith(prefix, `must start with ${prefix}`).optional();

export const commerceConfigShape = {
  PORT: port(4104),
  /** Every checkout prices its works from catalog's GET /internal/artworks. */
  CATALOG_URL: serviceUrl('http://127.0.0.1:4102'),
  /** Gift cards: a card's price, its code's holds at checkout, and the code issued once a card is paid. */
  ARTIST_URL: serviceUrl('http://127.0.0.1:4103'),
  /** Set → card payments through Stripe; unset → the embedded local provider, which answers Stripe's test cards. */
  STRIPE_SECRET_KEY: optionalKey('sk_'),
  STRIPE_PUBLISHABLE_KEY: optionalKey('pk_'),
  /** Signs the webhook's events; unset → Stripe's events are refused, the local provider uses a generated one. */
  STRIPE_WEBHOOK_SECRET: optionalKey('whsec_'),
  /** Stripe's API at another address (a local stand-in of it in tests); unset → Stripe's own. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Unset → mail is written as .eml files under $DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
};

export type CommerceConfig = ServiceConfig<typeof commerceConfigShape>;
