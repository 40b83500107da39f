import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { baseConfigShape, loadConfig, port } from '@easel/service-kit';
import { z } from 'zod';
import { defaultRemotes, remoteOverrideProblems, type Remotes } from './domain/remotes';
import { defaultServicePorts, type ServiceName, type ServiceUpstreams } from './domain/services';

// The repository root, whatever folder the gateway is started from: shell/dist and mf-*/dist live there.
const repoRoot = path.resolve(__dirname, '../../..');

/** A service's address, or its replicas' addresses separated by commas. */
const serviceUrl = (service: ServiceName) =>
  z
    .string()
    .default(`http://127.0.0.1:${defaultServicePorts[service]}`)
    .transform((list, ctx) => {
      const urls = list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
      if (urls.length === 0) ctx.addIssue({ code: 'custom', message: 'must name at least one http(s) address' });
      for (const url of urls)
        if (!isHttpUrl(url)) ctx.addIssue({ code: 'custom', message: `"${url}" is not an http(s) address` });
      return urls;
    });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const corsOrigins = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const origins = list
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    for (const origin of origins)
      if (!isOrigin(origin))
        ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://shop.example.com` });
    return origins;
  });

const remotes = z
  .string()
  .optional()
  .transform((value, ctx): Remotes => {
    if (!value) return defaultRemotes;
    const parsed = readJson(value);
    const problems = parsed.problem ? [parsed.problem] : remoteOverrideProblems(parsed.json);
    for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem });
    return { ...defaultRemotes, ...(parsed.json as Partial<Remotes>) };
  });

// Express "trust proxy": a hop count or a list of loopback/linklocal/uniquelocal/IPs/CIDRs.
const trustProxy = z
  .string()
  .default('loopback')
  .refine(
    (value) => /^\d+$/.test(value) || value.split(',').every((entry) => isTrustEntry(entry.trim())),
    'must be a hop count or a comma list of loopback, linklocal, uniquelocal, IPs or CIDRs',
  )
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value));

// Public values the front end reads from /config.json; a secret key here would be handed to every visitor.
const stripePublishableKey = z
  .string()
  .regex(/^pk_(test|live)_\w+$/, 'must be a publishable key (pk_test_… or pk_live_…), never a secret key')
  .optional();

const gatewayConfigShape = {
  PORT: port(8080),
  /** The one public server: every interface unless HOST names one. */
  HOST: z.string().min(1).optional(),
  REDIS_URL: baseConfigShape.REDIS_URL,
  /** The services' shared secret, from which the gateway's credential for X-Forwarded-* is derived; unset → $DATA_DIR/keys. */
  INTERNAL_SECRET: baseConfigShape.INTERNAL_SECRET,
  DATA_DIR: baseConfigShape.DATA_DIR,
  LOG_LEVEL: baseConfigShape.LOG_LEVEL,
  PRODUCT_NAME: baseConfigShape.PRODUCT_NAME,
  SUPPORT_EMAIL: baseConfigShape.SUPPORT_EMAIL,
  DRAIN_MS: baseConfigShape.DRAIN_MS,
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: stripePublishableKey,
  IDENTITY_URL: serviceUrl('identity'),
  CATALOG_URL: serviceUrl('catalog'),
  ARTIST_URL: serviceUrl('artist'),
  COMMERCE_URL: serviceUrl('commerce'),
  COMMUNITY_URL: serviceUrl('community'),
  ADMIN_URL: serviceUrl('admin'),
  CORS_ORIGINS: corsOrigins,
  UPSTREAM_TIMEOUT_MS: positiveInt(10_000),
  UPLOAD_TIMEOUT_MS: positiveInt(300_000),
  RATE_LIMIT_AUTH_PER_MINUTE: positiveInt(10),
  /** Comments posted per visitor IP a minute; comment and Pulse votes may be three times as many. */
  RATE_LIMIT_COMMENTS_PER_MINUTE: positiveInt(20),
  REMOTES_JSON: remotes,
  STATIC_ROOT: z.string().min(1).default(repoRoot),
  TRUST_PROXY: trustProxy,
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

/** The gateway's settings; a bad value throws a ConfigError listing every problem, one per line. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(gatewayConfigShape, env);
}

export function serviceUpstreams(config: GatewayConfig): ServiceUpstreams {
  return {
    identity: config.IDENTITY_URL,
    catalog: config.CATALOG_URL,
    artist: config.ARTIST_URL,
    commerce: config.COMMERCE_URL,
    community: config.COMMUNITY_URL,
    admin: config.ADMIN_URL,
  };
}

/** What the front end may know about this deployment: /config.json. Public values only. */
export function publicConfig(config: GatewayConfig): PublicConfig {
  return {
    productName: config.PRODUCT_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
  };
}

export interface PublicConfig {
  productName: string;
  supportEmail: string;
  /** null: Google sign-in is off. */
  googleClientId: string | null;
  /** null: payments use the local test-card provider. */
  stripePublishableKey: string | null;
}

/** REMOTES_JSON holds either the JSON itself or the path of a file with it. */
function readJson(value: string): { json?: unknown; problem?: string } {
  const inline = value.trimStart().startsWith('{');
  try {
    return { json: JSON.parse(inline ? value : fs.readFileSync(path.resolve(value), 'utf8')) };
  } catch (error) {
    return {
      problem: inline
        ? 'is not valid JSON'
        : `cannot read a JSON file at ${path.resolve(value)} (${(error as Error).message})`,
    };
  }
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

function isTrustEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(ip ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
}
