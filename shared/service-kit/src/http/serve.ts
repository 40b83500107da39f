import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from '../logger';
import { stopGracefully } from './graceful-stop';

export interface ServeOptions {
  name: string;
  port: number;
  /** The interface to listen on; unset → every interface. */
  host?: string;
  logger: Logger;
  /** After a signal, how long /readyz fails while calls are still served (DRAIN_MS). */
  drainMs: number;
  /** Runs after the server stopped taking requests (stop jobs, close the database). */
  onStop?: () => Promise<void>;
}

/** How long a server keeps an idle keep-alive connection (Node's default, made explicit): a pool of sockets to it must let go sooner. */
export const keepAliveTimeoutMs = 5000;

/**
 * Listens on port; on SIGTERM or SIGINT fails /readyz, drains, finishes in-flight requests, runs onStop and exits
 * (forced 10 s after the drain).
 */
export function serve(app: Express, { name, port, host, logger, drainMs, onStop }: ServeOptions): Server {
  const server = createServer(app);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.once('error', (error) => {
    logger.fatal({ err: error }, `cannot listen on ${port}`);
    process.exit(1);
  });
  server.listen(port, host, () => logger.info(`${name} listening on ${host ?? '*'}:${port}`));

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A terminal's Ctrl+C reaches a launcher's children too, and the launcher then sends SIGTERM: stop once.
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: not ready, draining for ${drainMs} ms, then finishing requests and stopping`);
    setTimeout(() => process.exit(1), drainMs + 10_000).unref();
    await stopGracefully(app, server, { drainMs, onStop });
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return server;
}
