import { port, type ServiceConfig } from '@easel/service-kit';
import { z } from 'zod';

const serviceUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

export const artistConfigShape = {
  PORT: port(4103),
  /** An artist's works: the gallery's order, the 4-artwork unlock, analytics' views. */
  CATALOG_URL: serviceUrl('http://127.0.0.1:4102'),
  /** Analytics' sales. */
  COMMERCE_URL: serviceUrl('http://127.0.0.1:4104'),
  /** Analytics' likes (upvotes). */
  COMMUNITY_URL: serviceUrl('http://127.0.0.1:4105'),
  /** Unset → mail is written as .eml files under $DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
};

export type ArtistConfig = ServiceConfig<typeof artistConfigShape>;
