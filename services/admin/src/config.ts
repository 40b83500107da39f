import { port, type ServiceConfig } from '@easel/service-kit';
import { z } from 'zod';

const serviceUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

/** The admin area owns only admins and the audit log: every other action is a call to the service that owns the data. */
export const adminConfigShape = {
  PORT: port(4106),
  // Admin signs its own tokens with the platform's key: from the environment, else the local pair under $DATA_DIR/keys.
  AUTH_PRIVATE_KEY: z.string().optional(),
  // Seals the admins' second-factor secrets in the database: from the environment, else a local key under $DATA_DIR/keys.
  TOTP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Artworks (hide, restore), the magazine and new-artwork counts. */
  CATALOG_URL: serviceUrl('http://127.0.0.1:4102'),
  /** Artists' messages and gift cards. */
  ARTIST_URL: serviceUrl('http://127.0.0.1:4103'),
  /** Orders and refunds. */
  COMMERCE_URL: serviceUrl('http://127.0.0.1:4104'),
  /** Reports, comments and the Weekly Pulse. */
  COMMUNITY_URL: serviceUrl('http://127.0.0.1:4105'),
};

export type AdminConfig = ServiceConfig<typeof adminConfigShape>;
