import { routeFor, routeTable, serviceFor } from '../src/domain/route-table';
import type { ServiceName } from '../src/domain/services';

// Per row: a path it must take, and the service it goes to (undefined: never proxied).
const expectations: Record<string, [string, ServiceName | undefined]> = {
  '/internal/*': ['/internal/artworks/sold', undefined],
  '/auth/*': ['/auth/reset-password/abc', 'identity'],
  '/user/*': ['/user/bookmark/artist/ana-lima', 'identity'],
  '/artwork/get/comments/*': ['/artwork/get/comments/sunset', 'community'],
  '/artwork/comment/*': ['/artwork/comment/upvote/sunset/c1', 'community'],
  '/pulse/*': ['/pulse/weekly', 'community'],
  '/reports': ['/reports', 'community'],
  '/artwork/order-request': ['/artwork/order-request', 'commerce'],
  '/payment/*': ['/payment/finalize', 'commerce'],
  '/orders/*': ['/orders/EA-1001', 'commerce'],
  '/cart/*': ['/cart', 'commerce'],
  '/artwork/artist/message': ['/artwork/artist/message', 'artist'],
  '/artist/*': ['/artist/ana-lima', 'artist'],
  '/giftcard/*': ['/giftcard/edit/summer', 'artist'],
  '/newsletter/*': ['/newsletter/send', 'artist'],
  '/analytics/*': ['/analytics/overview', 'artist'],
  '/inbox/events': ['/inbox/events', 'artist'],
  '/inbox/*': ['/inbox/messages', 'artist'],
  '/admin/magazine/covers': ['/admin/magazine/covers', 'admin'],
  '/admin/*': ['/admin/login', 'admin'],
  '/artwork/*': ['/artwork/get/sunset', 'catalog'],
  '/artworks*': ['/artworks/latest', 'catalog'],
  '/artists*': ['/artists', 'catalog'],
  '/search*': ['/search', 'catalog'],
  '/media/*': ['/media/w800-q80/sunset.webp', 'catalog'],
  '/magazine*': ['/magazine', 'catalog'],
};

describe('route table', () => {
  it('has one expectation per row, so a new row comes with its test', () => {
    expect(routeTable.map((route) => route.path).sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(routeTable.map((route) => [route.path, ...expectations[route.path]!] as const))(
    'row %s: when %s is called, then it goes to %s',
    (_row, path, service) => {
      expect(serviceFor(path)).toBe(service);
    },
  );

  it('when a catalog-looking path is more specific, then the more specific owner wins', () => {
    expect(serviceFor('/artwork/get/comments/sunset')).toBe('community');
    expect(serviceFor('/artwork/order-request/')).toBe('commerce');
    expect(serviceFor('/artwork/artist/message')).toBe('artist');
    expect(serviceFor('/artwork/artist/other')).toBe('catalog');
  });

  it('when a path only shares a prefix with a row, then it does not match that row', () => {
    expect(serviceFor('/users')).toBeUndefined();
    expect(serviceFor('/authx/login')).toBeUndefined();
    expect(serviceFor('/internals')).toBeUndefined();
  });

  it('when a file is uploaded, then its row waits the upload limit; other rows do not', () => {
    expect(routeFor('/media')).toMatchObject({ service: 'catalog', upload: true });
    expect(routeFor('/admin/magazine/covers')).toMatchObject({ service: 'admin', upload: true });
    expect(routeFor('/admin/magazine/articles')).toEqual({ path: '/admin/*', service: 'admin' });
    expect(routeFor('/artwork/new')?.upload).toBeUndefined();
  });

  it('when a path is unknown, then nobody gets it', () => {
    expect(serviceFor('/')).toBeUndefined();
    expect(serviceFor('/nothing')).toBeUndefined();
  });
});
