import { port, type ServiceConfig } from '@easel/service-kit';
import { z } from 'zod';

const serviceUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

export const catalogConfigShape = {
  PORT: port(4102),
  /** The Pulse rank on an artwork page comes from community; the page goes without it when community is down. */
  COMMUNITY_URL: serviceUrl('http://127.0.0.1:4105'),
  /** All four set → media in an S3-compatible bucket (path-style: endpoint/bucket/media/…); none → $DATA_DIR/media. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  /** Signed into every request; MinIO and most others take the default, R2 takes 'auto'. */
  S3_REGION: z.string().min(1).default('us-east-1'),
};

export type CatalogConfig = ServiceConfig<typeof catalogConfigShape>;
