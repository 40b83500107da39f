import { port, type ServiceConfig } from '@easel/service-kit';
import { z } from 'zod';

const serviceUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

export const identityConfigShape = {
  PORT: port(4101),
  /** Told when an artist's name, avatar or slug changes: artworks carry them. */
  CATALOG_URL: serviceUrl('http://127.0.0.1:4102'),
  /** Told likewise: gift cards and conversations carry them. */
  ARTIST_URL: serviceUrl('http://127.0.0.1:4103'),
  /** Told likewise: comments carry them. */
  COMMUNITY_URL: serviceUrl('http://127.0.0.1:4105'),
  /** Signs access tokens; unset → the local pair under $DATA_DIR/keys. */
  AUTH_PRIVATE_KEY: z.string().optional(),
  /** Unset → mail is written as .eml files under $DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Unset → Google sign-in answers 503. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
};

export type IdentityConfig = ServiceConfig<typeof identityConfigShape>;
