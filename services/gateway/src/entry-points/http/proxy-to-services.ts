import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { keepAliveTimeoutMs, NotFoundError } from '@easel/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { routeFor } from '../../domain/route-table';
import { displayName, serviceNames, type ServiceName, type ServiceUrls } from '../../domain/services';

/**
 * Mounted at /api: sends each call, /api already stripped, to the service the route table names.
 * Bodies are not parsed here, so uploads stream through untouched.
 */
export function proxyToServices(urls: ServiceUrls, timeouts: { upstreamMs: number; uploadMs: number }): RequestHandler {
  const sockets = upstreamSockets();
  const proxiesWaiting = (timeoutMs: number) =>
    Object.fromEntries(serviceNames.map((service) => [service, proxyTo(service, urls[service], timeoutMs, sockets)])) as Record<
      ServiceName,
      RequestHandler
    >;
  const proxies = proxiesWaiting(timeouts.upstreamMs);
  const uploadProxies = proxiesWaiting(timeouts.uploadMs);
  const streamProxies = proxiesWaiting(0);
  return (req: Request, res: Response, next: NextFunction) => {
    const route = routeFor(req.path);
    if (!route) return next(new NotFoundError(`No route for ${req.method} ${req.baseUrl}${req.path}`));
    return (route.stream ? streamProxies : route.upload ? uploadProxies : proxies)[route.service](req, res, next);
  };
}

/** The gateway's connections to the services, kept open between calls and shared by all its proxies. */
function upstreamSockets(): Agent {
  return new Agent({
    keepAlive: true, // without an agent http-proxy sends Connection: close, so every call would open a new TCP connection
    timeout: keepAliveTimeoutMs - 1000, // an idle socket is dropped a second before the service closes it, never under a new call
    maxSockets: Infinity, // no queue: an upload holds its socket for minutes, and other calls must not wait behind it
  });
}

/** timeoutMs 0: no timeout at all (a stream of server-sent events, kept open by its heartbeats). */
function proxyTo(service: ServiceName, target: string, timeoutMs: number, agent: Agent): RequestHandler {
  const timedOut = new WeakSet<IncomingMessage>();
  return createProxyMiddleware<Request, Response>({
    target,
    agent,
    changeOrigin: true,
    xfwd: true, // X-Forwarded-For/-Proto/-Host, so services see the visitor, not the gateway
    proxyTimeout: timeoutMs || undefined,
    // The visitor's socket must outlive the upstream one, or it is cut before the JSON answer is written.
    timeout: timeoutMs ? timeoutMs + 1000 : undefined,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.once('timeout', () => timedOut.add(req));
        // Connection headers are per hop: the visitor's must not close a pooled socket, nor the service's the visitor's.
        for (const header of hopByHop) proxyReq.removeHeader(header);
      },
      proxyRes: (proxyRes) => {
        for (const header of hopByHop) delete proxyRes.headers[header];
      },
      error: (error, req, res) => {
        const late = timedOut.has(req);
        req.log?.warn({ err: error, service, target }, late ? 'upstream timed out' : 'upstream unavailable');
        const message = late
          ? `${displayName(service)} did not answer in time, please try again shortly`
          : `${displayName(service)} is unavailable, please try again shortly`;
        answerJson(res, late ? 504 : 503, message);
      },
    },
  });
}

const hopByHop = ['connection', 'keep-alive'];

function answerJson(res: ServerResponse | Socket, status: number, message: string) {
  // A failure mid-answer (or on a raw socket) can only be cut, so the client sees it incomplete.
  if (!('writeHead' in res) || res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message }));
}
