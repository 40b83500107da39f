import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { allOf, jsonAnswer, without } from './harmless';
import { send, type Answer, type Call, type HostileInput } from './hostile-input';
import { SERVICES, serviceOrigins, type ServiceName, type World } from './world';

// What the platform shows of itself: security headers, CORS, the services' /internal routes and ports, source maps,
// error answers, and files the front end must not serve.

const CREDENTIAL_REQUIRED = 'Service credential required';
const repoRoot = path.resolve(__dirname, '../../..');
const FRONT_ENDS = ['shell', 'mf-catalog', 'mf-artist', 'mf-commerce', 'mf-community', 'mf-admin'] as const;
type FrontEnd = (typeof FRONT_ENDS)[number];

const row = (what: string, request: HostileInput['request'], expect: HostileInput['expect']): HostileInput => ({
  category: 'misconfiguration',
  what,
  request,
  expect,
});
const sent = (what: string, send: HostileInput['send'], expect: HostileInput['expect']): HostileInput => ({
  category: 'misconfiguration',
  what,
  send,
  expect,
});

/** The headers every answer carries; pages also a CSP that allows no inline script and no framing. */
const securityHeaders =
  (kind: 'page' | 'api' | 'service') =>
  (answer: Answer): string | undefined => {
    const h = answer.headers;
    const missing: string[] = [];
    if (h['x-powered-by']) missing.push(`no X-Powered-By (it says ${h['x-powered-by']})`);
    if (h['x-content-type-options'] !== 'nosniff') missing.push('X-Content-Type-Options: nosniff');
    if (kind !== 'service') {
      if (!/max-age=\d{7,}/.test(h['strict-transport-security'] ?? ''))
        missing.push('Strict-Transport-Security of a year');
      if (!h['referrer-policy']) missing.push('Referrer-Policy');
    }
    if (kind === 'page') {
      const csp = h['content-security-policy'] ?? '';
      const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
      if (!scripts || /'unsafe-inline'|'unsafe-eval'|\*/.test(scripts))
        missing.push(`a CSP whose script-src allows no inline or eval (${scripts || 'none'})`);
      if (!/frame-ancestors 'none'/.test(csp) && h['x-frame-options'] !== 'DENY') missing.push('no framing');
      if (!/object-src 'none'/.test(csp)) missing.push("object-src 'none'");
    }
    return missing.length ? `missing: ${missing.join('; ')}` : undefined;
  };

/** A foreign origin is not let in: no Access-Control-Allow-Origin naming it, nor *. */
const closedTo =
  (origin: string) =>
  (answer: Answer): string | undefined => {
    const allowed = answer.headers['access-control-allow-origin'];
    return allowed === origin || allowed === '*' ? `Access-Control-Allow-Origin: ${allowed} for ${origin}` : undefined;
  };
const EVIL = 'https://evil.example';

const internalRoute = (service: ServiceName, call: Omit<Call, 'to'>, status: number | number[] = 401) =>
  row(
    `${call.method ?? 'GET'} ${call.path} on ${service}'s own port without a credential`,
    { ...call, to: service },
    {
      status,
      ...(status === 401 ? { message: CREDENTIAL_REQUIRED } : {}),
    },
  );

/** The machine's first address that is not loopback, where nothing but the gateway may listen. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
}

/** status 0: refused (nothing listens there); 200: something accepted the connection. */
function connectTo(host: string, port: number): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    const done = (status: number, text: string) => {
      socket.destroy();
      resolve({ status, headers: {}, text });
    };
    socket.once('connect', () => done(200, `something listens on ${host}:${port}`));
    socket.once('timeout', () => done(0, 'no answer'));
    socket.once('error', (error) => done(0, error.message));
  });
}

/** The built JavaScript of a front end, as the gateway serves it: the shell at /, a remote under /remotes/<name>/. */
function builtScripts(frontEnd: FrontEnd): string[] {
  const dir = path.join(repoRoot, frontEnd, 'dist');
  const prefix = frontEnd === 'shell' ? '' : `/remotes/${frontEnd}`;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.js')) : [];
  const first = files.includes('remoteEntry.js')
    ? ['remoteEntry.js', ...files.filter((name) => name !== 'remoteEntry.js')]
    : files;
  return first.slice(0, 4).map((name) => `${prefix}/${name}`);
}

async function sourceMaps(world: World, frontEnd: FrontEnd): Promise<Answer> {
  const scripts = builtScripts(frontEnd);
  if (scripts.length === 0) return { status: 200, headers: {}, text: `no built scripts in ${frontEnd}/dist` };
  for (const script of scripts) {
    const answer = await send(world, { path: `${script}.map` });
    if (answer.status !== 404) return { ...answer, text: `${script}.map: ${answer.status}` };
  }
  return {
    status: 404,
    headers: { 'content-type': 'application/json' },
    text: JSON.stringify({ message: 'no source map served' }),
  };
}

/** The scripts of a front end that end with a sourceMappingURL comment, as a JSON list. */
async function mapComments(world: World, frontEnd: FrontEnd): Promise<Answer> {
  const commented: string[] = [];
  for (const script of builtScripts(frontEnd)) {
    const answer = await send(world, { path: script });
    if (answer.status !== 200 || /sourceMappingURL=/.test(answer.text)) commented.push(`${script} (${answer.status})`);
  }
  return {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' },
    text: JSON.stringify({ commented }),
  };
}

const noneCommented = (answer: Answer) => {
  const { commented } = JSON.parse(answer.text) as { commented: string[] };
  return commented.length ? `sourceMappingURL comments in ${commented.join(', ')}` : undefined;
};

const frontEndLeak = (what: string, pathOf: string, ...secrets: string[]) =>
  row(
    `${what} is not served (${pathOf})`,
    { path: pathOf, headers: { accept: '*/*' } },
    { status: [200, 400, 403, 404], harmless: without(...secrets), always: without(...secrets) },
  );

export const misconfigurationInputs: HostileInput[] = [
  row(
    'security headers of the home page',
    { path: '/', headers: { accept: 'text/html' } },
    { status: 200, always: securityHeaders('page') },
  ),
  row(
    'security headers of a client route page',
    { path: '/art/quiet-thunder-mara-okafor', headers: { accept: 'text/html' } },
    { status: 200, always: securityHeaders('page') },
  ),
  row(
    'security headers of an API answer',
    { path: '/api/search?q=light' },
    { status: 200, always: securityHeaders('api') },
  ),
  row('security headers of an API refusal', { path: '/api/user/me' }, { status: 401, always: securityHeaders('api') }),
  row(
    'security headers of remote code',
    { path: '/remotes/mf-catalog/remoteEntry.js' },
    { status: 200, always: securityHeaders('api') },
  ),
  ...SERVICES.map((service) =>
    row(
      `no X-Powered-By, nosniff on ${service}'s own port`,
      { path: '/livez', to: service },
      { status: 200, always: securityHeaders('service') },
    ),
  ),

  row(
    'CORS: an API answer to a foreign origin',
    { path: '/api/search', headers: { origin: EVIL } },
    { status: 200, always: closedTo(EVIL) },
  ),
  row(
    'CORS: a preflight from a foreign origin',
    {
      method: 'OPTIONS',
      path: '/api/user/me',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization',
      },
    },
    {
      status: [200, 204, 403, 404],
      always: closedTo(EVIL),
    },
  ),
  row(
    'CORS: Origin null',
    { path: '/api/user/me', headers: { origin: 'null' } },
    { status: 401, always: closedTo('null') },
  ),
  row(
    "CORS: a foreign origin on identity's own port",
    { path: '/livez', to: 'identity', headers: { origin: EVIL } },
    { status: 200, always: closedTo(EVIL) },
  ),

  internalRoute('identity', { path: '/internal/users/00000000-0000-4000-8000-000000000000' }),
  row(
    "PUT /internal/users/:id/artwork-count on identity's own port without a credential",
    (w) => ({
      method: 'PUT',
      to: 'identity',
      path: `/internal/users/${w.accounts.artist.user._id}/artwork-count`,
      json: { count: 999, eventId: '6f1c1a52-8a5e-4b8e-9d8e-1b2c3d4e5f61' },
    }),
    { status: 401, message: CREDENTIAL_REQUIRED },
  ),
  internalRoute('identity', { path: '/internal/outbox' }),
  internalRoute('catalog', { path: '/internal/outbox' }),
  internalRoute('artist', { path: '/internal/outbox' }),
  internalRoute('community', { path: '/internal/outbox' }),
  internalRoute('community', { path: '/internal/pulse/week' }),
  internalRoute('community', { path: '/internal/pulse/rank/quiet-thunder-mara-okafor' }),
  ...(['commerce', 'admin'] as const).map((service) =>
    internalRoute(service, { path: '/internal/outbox' }, [401, 404]),
  ),
  row(
    'a wrong service credential on identity',
    {
      to: 'identity',
      path: '/internal/users/00000000-0000-4000-8000-000000000000',
      headers: { 'x-service-credential': 'guessed' },
    },
    {
      status: 401,
      message: CREDENTIAL_REQUIRED,
    },
  ),
  row(
    'an empty service credential on community',
    { to: 'community', path: '/internal/pulse/week', headers: { 'x-service-credential': '' } },
    {
      status: 401,
      message: CREDENTIAL_REQUIRED,
    },
  ),
  row('/internal through the gateway', (w) => ({ path: `/api/internal/users/${w.accounts.artist.user._id}` }), {
    status: 404,
  }),
  row('/internal/outbox through the gateway', { path: '/api/internal/outbox' }, { status: 404 }),
  row('/%69nternal (an encoded i) through the gateway', { path: '/api/%69nternal/pulse/week' }, { status: [400, 404] }),
  row('//internal through the gateway', { path: '/api//internal/pulse/week' }, { status: [400, 404] }),
  row('/INTERNAL through the gateway', { path: '/api/INTERNAL/pulse/week' }, { status: [400, 404] }),
  ...SERVICES.map((service) =>
    sent(
      `${service} refuses connections on the machine's outside address`,
      async () => {
        const address = outsideAddress();
        if (!address) return { status: 0, headers: {}, text: 'this machine has no outside address' };
        return connectTo(address, Number(new URL(serviceOrigins[service]).port));
      },
      { status: 0 },
    ),
  ),

  ...FRONT_ENDS.map((frontEnd) =>
    sent(`no source maps served for ${frontEnd}`, (w) => sourceMaps(w, frontEnd), { status: 404 }),
  ),
  ...FRONT_ENDS.map((frontEnd) =>
    sent(`no sourceMappingURL in ${frontEnd}'s served scripts`, (w) => mapComments(w, frontEnd), {
      harmless: noneCommented,
    }),
  ),
  ...SERVICES.map((service) =>
    row(
      `malformed JSON on ${service}'s own port: a message, no stack`,
      { to: service, path: '/security-probe', headers: { 'content-type': 'application/json' }, body: '{"a":' },
      {
        status: 400,
        message: 'Request body is not valid JSON',
      },
    ),
  ),

  frontEndLeak('the environment file', '/.env', 'DATABASE_URL', 'SECRET'),
  frontEndLeak("git's config", '/.git/config', '[core]'),
  frontEndLeak("the repository's package.json", '/package.json', '"workspaces"'),
  frontEndLeak("a remote's parent folder", '/remotes/mf-catalog/..%2F..%2Fpackage.json', '"workspaces"'),
  frontEndLeak('the data folder', '/.data/keys/auth-private.pem', 'PRIVATE KEY'),
  frontEndLeak('the e2e settings', '/e2e/platform.js', 'RATE_LIMIT_AUTH_PER_MINUTE'),
  row(
    '/config.json holds public values only',
    { path: '/config.json' },
    { status: 200, harmless: allOf(without('sk_', 'secret', 'PRIVATE KEY', 'whsec_'), jsonAnswer) },
  ),
  row(
    '/readyz names services, not their addresses',
    { path: '/readyz' },
    { status: 200, harmless: without('127.0.0.1', 'localhost:') },
  ),
  row(
    'TRACE is not echoed',
    { method: 'TRACE', path: '/api/search', headers: { 'x-secret-echo': 'echo-me' } },
    { status: [400, 404, 405], always: without('echo-me') },
  ),
];
