// From contracts, not the store: the entry chunk reads the owners (route-remote-early) before @easel/store is shared.
import { pathMatches } from '@easel/contracts';

/** ARCHITECTURE §2: which application owns which route. "shell" is the shell's own pages. */
export const ROUTE_OWNERS = {
  shell: [
    '/login',
    '/register',
    '/logout',
    '/forget-password',
    '/reset-password/:id',
    '/change-password',
    '/privacy',
    '/terms',
    '/contact',
  ],
  'mf-catalog': [
    '/',
    '/magazine',
    '/magazine/:link',
    '/artists',
    '/search',
    '/art/:id',
    '/favourites',
    '/publish',
    '/publish/register',
    '/art/edit/:id',
  ],
  'mf-artist': [
    '/artist/:id',
    '/create/giftcard',
    '/giftcard/:id',
    '/giftcard/edit/:slug',
    '/edit/profile',
    '/profile',
    '/user',
    '/inbox',
    '/analytics',
    '/newsletter',
  ],
  'mf-commerce': ['/cart', '/checkout', '/order-confirmation/:orderId', '/sales'],
  'mf-community': ['/art2/:id', '/pulse', '/pulse/:week'],
  'mf-admin': ['/admin/login', '/admin/*'],
} as const;

export type ApplicationName = keyof typeof ROUTE_OWNERS;
export type RemoteName = Exclude<ApplicationName, 'shell'>;

export const ownsPath = (app: ApplicationName) => (pathname: string) =>
  ROUTE_OWNERS[app].some((pattern) => pathMatches(pattern, pathname));

export const ownerOf = (pathname: string): ApplicationName | undefined =>
  (Object.keys(ROUTE_OWNERS) as ApplicationName[]).find((app) => ownsPath(app)(pathname));
