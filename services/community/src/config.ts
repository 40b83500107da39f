import { port, type ServiceConfig } from '@easel/service-kit';
import { z } from 'zod';

const serviceUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

export const communityConfigShape = {
  PORT: port(4105),
  /** A comment's author (name, avatar, artist page) is read from identity when it is written. */
  IDENTITY_URL: serviceUrl('http://127.0.0.1:4101'),
  /** The Pulse's candidates (published works not for sale) come from catalog, and its badges go there. */
  CATALOG_URL: serviceUrl('http://127.0.0.1:4102'),
  /** How often the running week is ranked again: a vote moves a badge within this long. */
  PULSE_RANK_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Upvotes one account may cast (or undo) in a minute. */
  PULSE_VOTES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
};

export type CommunityConfig = ServiceConfig<typeof communityConfigShape>;
