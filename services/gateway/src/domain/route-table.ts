import type { ServiceName } from './services';

/**
 * Which service owns an /api path (matched after /api is stripped), most specific first; the first match wins.
 * `/x/*` is /x and everything below it, `/x*` any path starting with /x, anything else is exact.
 */
export interface Route {
  path: string;
  /** null: never proxied, answered 404. */
  service: ServiceName | null;
  /** Uploads stream a whole file before the service can answer, so they wait UPLOAD_TIMEOUT_MS instead. */
  upload?: true;
  /** Server-sent events stay open as long as the listener does: never timed out. */
  stream?: true;
}

export const routeTable: readonly Route[] = [
  { path: '/internal/*', service: null }, // service-to-service calls stay inside the network
  { path: '/auth/*', service: 'identity' },
  { path: '/user/*', service: 'identity' },
  { path: '/artwork/get/comments/*', service: 'community' },
  { path: '/artwork/comment/*', service: 'community' },
  { path: '/pulse/*', service: 'community' },
  { path: '/reports', service: 'community' }, // a user's report of a comment or an artwork
  { path: '/artwork/order-request', service: 'commerce' },
  { path: '/payment/*', service: 'commerce' },
  { path: '/orders/*', service: 'commerce' },
  { path: '/cart/*', service: 'commerce' },
  { path: '/artwork/artist/message', service: 'artist' },
  { path: '/artist/*', service: 'artist' },
  { path: '/giftcard/*', service: 'artist' },
  { path: '/newsletter/*', service: 'artist' },
  { path: '/analytics/*', service: 'artist' },
  { path: '/inbox/events', service: 'artist', stream: true }, // the messenger's live news (server-sent events)
  { path: '/inbox/*', service: 'artist' },
  { path: '/admin/magazine/covers', service: 'admin', upload: true }, // an article's cover, streamed on to catalog
  { path: '/admin/*', service: 'admin' },
  { path: '/artwork/*', service: 'catalog' },
  { path: '/artworks*', service: 'catalog' },
  { path: '/artists*', service: 'catalog' }, // the artists overview, read from published artworks
  { path: '/search*', service: 'catalog' },
  { path: '/media/*', service: 'catalog', upload: true },
  { path: '/magazine*', service: 'catalog' },
];

/** The row that answers `path`, or undefined when nobody may (unknown or internal). */
export function routeFor(
  path: string,
  table: readonly Route[] = routeTable,
): (Route & { service: ServiceName }) | undefined {
  const route = table.find((row) => matches(row.path, path));
  return route?.service ? (route as Route & { service: ServiceName }) : undefined;
}

export function serviceFor(path: string, table: readonly Route[] = routeTable): ServiceName | undefined {
  return routeFor(path, table)?.service;
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern || path === `${pattern}/`;
}
