import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from '../logger';

export interface ServeOptions {
  name: string;
  port: number;
  /** The interface to listen on; unset → every interface. */
  host?: string;
  logger: Logger;
  /** Runs after the server stopped taking requests (stop jobs, close the database). */
  onStop?: () => Promise<void>;
}

/** How long a server keeps an idle keep-alive connection (Node's default, made explicit): a pool of sockets to it must let go sooner. */
export const keepAliveTimeoutMs = 5000;

/** Listens on port; on SIGTERM or SIGINT finishes in-flight requests, runs onStop and exits (forced after 10 s). */
export function serve(app: Express, { name, port, host, logger, onStop }: ServeOptions): Server {
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
    logger.info(`${signal}: finishing requests, then stopping`);
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close();
    server.closeIdleConnections();
    await onStop?.();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return server;
}
