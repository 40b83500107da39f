import { Agent, request, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { GATEWAY_CREDENTIAL_HEADER, keepAliveTimeoutMs, NotFoundError } from '@easel/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { routeFor } from '../../domain/route-table';
import { displayName, type ServiceName } from '../../domain/services';
import type { UpstreamPool, UpstreamPools as Pools } from '../../domain/upstream-pool';

/**
 * Mounted at /api: sends each call, /api already stripped, to a replica of the service the route table names.
 * Bodies are not parsed here, so uploads stream through untouched. `credential` (gatewayCredential) vouches for the
 * X-Forwarded-* headers it sets: a service believes them from nobody else.
 */
export function proxyToServices(
  pools: Pools,
  timeouts: { upstreamMs: number; uploadMs: number },
  credential: string,
): RequestHandler {
  const sockets = upstreamSockets();
  const retries = new WeakMap<IncomingMessage, () => void>();
  const proxiesWaiting = (timeoutMs: number) =>
    replicaProxies(pools, timeoutMs, { agent: sockets, retries, credential });
  const proxies = proxiesWaiting(timeouts.upstreamMs);
  const uploadProxies = proxiesWaiting(timeouts.uploadMs);
  const streamProxies = proxiesWaiting(0);
  return (req: Request, res: Response, next: NextFunction) => {
    const route = routeFor(req.path);
    if (!route) return next(new NotFoundError(`No route for ${req.method} ${req.baseUrl}${req.path}`));
    const replicaProxy = route.stream ? streamProxies : route.upload ? uploadProxies : proxies;
    const pool = pools[route.service];
    const first = pool.pick();
    if (pool.replicated && idempotent.has(req.method)) {
      // A second try, on another replica.
      retries.set(req, () => {
        const second = pool.pick(first);
        req.log?.info({ service: route.service, first, second }, 'retrying on another replica');
        replicaProxy(route.service, second)(req, res, next);
      });
    }
    return replicaProxy(route.service, first)(req, res, next);
  };
}

/** Reads can be sent twice without harm; a POST that failed half way may have been acted on, so it never is. */
const idempotent = new Set(['GET', 'HEAD']);

/** Upstream answers that mean "not this replica, not now": an idempotent call tries another. */
const retryableStatuses = new Set([502, 503]);

/** The gateway's connections to the services, kept open between calls and shared by all its proxies. */
function upstreamSockets(): Agent {
  return new Agent({
    keepAlive: true, // else every call would open a new TCP connection
    timeout: keepAliveTimeoutMs - 1000, // an idle socket is dropped a second before the service closes it, never under a new call
    maxSockets: Infinity, // no queue: an upload holds its socket for minutes, and other calls must not wait behind it
  });
}

/** One proxy per replica, made on its first call: `(service, address)` → its handler. */
/** What every proxy of the gateway shares: the pooled sockets, the calls' retries and the gateway's credential. */
interface Hop {
  agent: Agent;
  retries: WeakMap<IncomingMessage, () => void>;
  credential: string;
}

function replicaProxies(pools: Pools, timeoutMs: number, hop: Hop) {
  const made = new Map<string, RequestHandler>();
  return (service: ServiceName, address: string): RequestHandler => {
    const key = `${service} ${address}`;
    let proxy = made.get(key);
    if (!proxy) made.set(key, (proxy = proxyTo(service, pools[service], address, timeoutMs, hop)));
    return proxy;
  };
}

/**
 * timeoutMs 0: no timeout at all (a stream of server-sent events, kept open by its heartbeats). Written on node:http
 * rather than http-proxy: that one is unmaintained since 2020, and its passes, event emitter and middleware wrapper
 * cost the gateway about a tenth of its calls a second.
 */
function proxyTo(
  service: ServiceName,
  pool: UpstreamPool,
  target: string,
  timeoutMs: number,
  { agent, retries, credential }: Hop,
): RequestHandler {
  const { hostname, port, host } = new URL(target);
  /** The call's retry, at most once, and only while nothing was sent to the visitor. */
  const takeRetry = (req: IncomingMessage, res: ServerResponse) => {
    const retry = retries.get(req);
    retries.delete(req);
    return retry && !res.headersSent ? retry : undefined;
  };
  return (req: Request, res: Response) => {
    // The visitor's socket must outlive the upstream one, or it is cut before the JSON answer is written.
    if (timeoutMs) req.socket.setTimeout(timeoutMs + 1000);
    const upstream = request({
      hostname,
      port,
      agent,
      method: req.method,
      path: req.url,
      headers: upstreamHeaders(req, host, credential),
    });
    let late = false;
    if (timeoutMs)
      upstream.setTimeout(timeoutMs, () => {
        late = true;
        upstream.destroy();
      });
    // A visitor who leaves before the whole answer (a closed tab, an event stream) frees the upstream socket too; once
    // the answer is in, that socket serves other calls and is no longer this call's to close.
    const abandon = () => upstream.destroy();
    res.once('close', abandon);
    req.once('error', abandon);
    upstream.once('response', (answer) => {
      answer.once('end', () => {
        res.off('close', abandon);
        req.off('error', abandon);
      });
      const retry = retryableStatuses.has(answer.statusCode ?? 0) ? takeRetry(req, res) : undefined;
      if (retry) {
        answer.resume();
        return retry();
      }
      retries.delete(req);
      res.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !hopByHop.includes(name)) res.setHeader(name, value);
      // An answer cut half way is cut for the visitor too, not left hanging until the socket's timeout.
      answer.once('close', () => {
        if (!answer.complete) res.destroy();
      });
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (res.destroyed) return; // the visitor has gone: no one to answer
      // A replica that cannot be reached leaves the rotation now; its probe brings it back once it is ready.
      if (!late && pool.replicated) pool.markDown(target);
      const retry = late ? undefined : takeRetry(req, res);
      req.log?.warn(
        { err: error, service, target, retrying: Boolean(retry) },
        late ? 'upstream timed out' : 'upstream unavailable',
      );
      if (retry) return retry();
      const message = late
        ? `${displayName(service)} did not answer in time, please try again shortly`
        : `${displayName(service)} is unavailable, please try again shortly`;
      answerJson(res, late ? 504 : 503, message);
    });
    req.pipe(upstream);
  };
}

/**
 * The visitor's headers for the service, but the per-hop ones: the visitor's Connection must not close a pooled socket.
 * X-Forwarded-For/-Proto/-Host tell the service who called, as the visitor sees it, not the gateway; the gateway's
 * credential, in place of any the visitor sent, is what makes the service believe them.
 */
function upstreamHeaders(req: Request, host: string, credential: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...req.headers, host, [GATEWAY_CREDENTIAL_HEADER]: credential };
  for (const header of hopByHop) delete headers[header];
  const append = (name: string, value: string) =>
    (headers[name] = req.headers[name] ? `${req.headers[name]},${value}` : value);
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  append('x-forwarded-proto', 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  return headers;
}

// Per hop: the visitor's must not close a pooled socket, nor the service's the visitor's.
const hopByHop = ['connection', 'keep-alive'];

function answerJson(res: ServerResponse, status: number, message: string) {
  // A failure mid-answer can only be cut, so the client sees it incomplete.
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message }));
}
