import { Agent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { keepAliveTimeoutMs, NotFoundError } from '@easel/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { routeFor } from '../../domain/route-table';
import { displayName, type ServiceName } from '../../domain/services';
import type { UpstreamPool, UpstreamPools as Pools } from '../../domain/upstream-pool';

/**
 * Mounted at /api: sends each call, /api already stripped, to a replica of the service the route table names.
 * Bodies are not parsed here, so uploads stream through untouched.
 */
export function proxyToServices(pools: Pools, timeouts: { upstreamMs: number; uploadMs: number }): RequestHandler {
  const sockets = upstreamSockets();
  const retries = new WeakMap<IncomingMessage, () => void>();
  const proxiesWaiting = (timeoutMs: number) => replicaProxies(pools, timeoutMs, sockets, retries);
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
      const forwarded = forwardedHeaders(req.headers);
      // A second try, on another replica; http-proxy adds X-Forwarded-* to the call's headers, so they are put back first.
      retries.set(req, () => {
        for (const [name, value] of Object.entries(forwarded)) {
          if (value === undefined) delete req.headers[name];
          else req.headers[name] = value;
        }
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
    keepAlive: true, // without an agent http-proxy sends Connection: close, so every call would open a new TCP connection
    timeout: keepAliveTimeoutMs - 1000, // an idle socket is dropped a second before the service closes it, never under a new call
    maxSockets: Infinity, // no queue: an upload holds its socket for minutes, and other calls must not wait behind it
  });
}

/** One proxy per replica, made on its first call: `(service, address)` → its handler. */
function replicaProxies(pools: Pools, timeoutMs: number, agent: Agent, retries: WeakMap<IncomingMessage, () => void>) {
  const made = new Map<string, RequestHandler>();
  return (service: ServiceName, address: string): RequestHandler => {
    const key = `${service} ${address}`;
    let proxy = made.get(key);
    if (!proxy) made.set(key, (proxy = proxyTo(service, pools[service], address, timeoutMs, agent, retries)));
    return proxy;
  };
}

/** timeoutMs 0: no timeout at all (a stream of server-sent events, kept open by its heartbeats). */
function proxyTo(
  service: ServiceName,
  pool: UpstreamPool,
  target: string,
  timeoutMs: number,
  agent: Agent,
  retries: WeakMap<IncomingMessage, () => void>,
): RequestHandler {
  const timedOut = new WeakSet<IncomingMessage>();
  /** The call's retry, at most once, and only while nothing was sent to the visitor. */
  const takeRetry = (req: IncomingMessage, res: ServerResponse | Socket) => {
    const retry = retries.get(req);
    retries.delete(req);
    return retry && 'headersSent' in res && !res.headersSent ? retry : undefined;
  };
  return createProxyMiddleware<Request, Response>({
    target,
    agent,
    changeOrigin: true,
    xfwd: true, // X-Forwarded-For/-Proto/-Host, so services see the visitor, not the gateway
    proxyTimeout: timeoutMs || undefined,
    // The visitor's socket must outlive the upstream one, or it is cut before the JSON answer is written.
    timeout: timeoutMs ? timeoutMs + 1000 : undefined,
    // The answer is written here, so that a replica's 502 or 503 can be dropped for another replica's answer.
    selfHandleResponse: true,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.once('timeout', () => timedOut.add(req));
        // Connection headers are per hop: the visitor's must not close a pooled socket, nor the service's the visitor's.
        for (const header of hopByHop) proxyReq.removeHeader(header);
      },
      proxyRes: (proxyRes, req, res) => {
        const retry = retryableStatuses.has(proxyRes.statusCode ?? 0) ? takeRetry(req, res) : undefined;
        if (retry) {
          proxyRes.resume();
          return retry();
        }
        retries.delete(req);
        for (const header of hopByHop) delete proxyRes.headers[header];
        res.statusCode = proxyRes.statusCode ?? 502;
        for (const [name, value] of Object.entries(proxyRes.headers)) if (value !== undefined) res.setHeader(name, value);
        proxyRes.pipe(res);
      },
      error: (error, req, res) => {
        const late = timedOut.has(req);
        // A replica that cannot be reached leaves the rotation now; its probe brings it back once it is ready.
        if (!late && pool.replicated) pool.markDown(target);
        const retry = late ? undefined : takeRetry(req, res);
        req.log?.warn({ err: error, service, target, retrying: Boolean(retry) }, late ? 'upstream timed out' : 'upstream unavailable');
        if (retry) return retry();
        const message = late
          ? `${displayName(service)} did not answer in time, please try again shortly`
          : `${displayName(service)} is unavailable, please try again shortly`;
        answerJson(res, late ? 504 : 503, message);
      },
    },
  });
}

const hopByHop = ['connection', 'keep-alive'];

const forwardedHeaderNames = ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host'];

function forwardedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(forwardedHeaderNames.map((name) => [name, headers[name]]));
}

function answerJson(res: ServerResponse | Socket, status: number, message: string) {
  // A failure mid-answer (or on a raw socket) can only be cut, so the client sees it incomplete.
  if (!('writeHead' in res) || res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message }));
}
