import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Express, RequestHandler } from 'express';

const stoppingApps = new WeakSet<object>();

/** Before /readyz's own checks: once the process is stopping it is not ready, so balancers send new calls elsewhere. */
export const notReadyWhileStopping: RequestHandler = (req, res, next) => {
  if (!stoppingApps.has(req.app)) return next();
  res.status(503).json({ message: 'Stopping' });
};

export interface GracefulStopOptions {
  /** How long calls are still taken after /readyz starts failing: a balancer's probe must see it first. */
  drainMs: number;
  /** Runs once no call is in flight (stop jobs, close the database and Redis). */
  onStop?: () => Promise<void>;
}

/** Fails readiness, keeps serving for drainMs, stops accepting, waits for calls in flight, then runs onStop. */
export async function stopGracefully(
  app: Express,
  server: Server,
  { drainMs, onStop }: GracefulStopOptions,
): Promise<void> {
  stoppingApps.add(app);
  // Each answer from now on closes its connection, so a client's kept-alive sockets end cleanly, one by one, instead
  // of being cut at the close below just as the client sends a call on one.
  server.prependListener('request', (_req, res) => res.setHeader('connection', 'close'));
  await sleep(drainMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() ends the idle keep-alive connections of this moment; one whose call ends later must be let go too.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await closed;
  clearInterval(sweep);
  await onStop?.();
}
