import { loginRedirect, loginToComeBack } from '../src/routing/login-redirect';
import { pathMatches } from '@easel/contracts';

beforeEach(() => localStorage.clear());

describe('protected routes without a token', () => {
  it.each([
    ['/publish', '/register?publish=true'],
    ['/publish/register', '/login?publish=true'],
    ['/create/giftcard', '/login'],
    ['/giftcard/edit/summer-sale', '/login'],
    ['/change-password', '/login'],
    ['/edit/profile', '/login'],
    ['/profile', '/login'],
    ['/inbox', '/login'],
    ['/analytics', '/login'],
    ['/newsletter', '/login'],
    ['/sales', '/login'],
  ])('when a visitor opens %s, then they are sent to %s', (path, target) => {
    expect(loginRedirect(path)).toBe(target);
  });

  it.each(['/', '/art/blue-sky', '/giftcard/summer-sale', '/user', '/cart', '/login', '/artist/ana'])(
    'when a visitor opens the open route %s, then they stay',
    (path) => expect(loginRedirect(path)).toBeNull(),
  );
});

describe('protected routes with a token', () => {
  it('when a token is stored, then /publish and /profile open', () => {
    localStorage.setItem('token', 't');
    expect(loginRedirect('/publish')).toBeNull();
    expect(loginRedirect('/profile')).toBeNull();
  });

  it('when only an admin token is stored, then /profile still needs a login', () => {
    localStorage.setItem('admintoken', 'a');
    expect(loginRedirect('/profile')).toBe('/login');
  });
});

describe('admin routes', () => {
  it('when there is no admintoken, then /admin and its pages go to /admin/login', () => {
    expect(loginRedirect('/admin')).toBe('/admin/login');
    expect(loginRedirect('/admin/moderation')).toBe('/admin/login');
  });

  it('when there is no admintoken, then /admin/login itself stays', () => {
    expect(loginRedirect('/admin/login')).toBeNull();
  });

  it('when a user token but no admintoken is stored, then /admin still goes to /admin/login', () => {
    localStorage.setItem('token', 't');
    expect(loginRedirect('/admin')).toBe('/admin/login');
  });

  it('when an admintoken is stored, then /admin opens', () => {
    localStorage.setItem('admintoken', 'a');
    expect(loginRedirect('/admin')).toBeNull();
  });
});

describe('route patterns', () => {
  it('matches params as one segment, a trailing * as any rest, and ignores a trailing slash', () => {
    expect(pathMatches('/art/:id', '/art/blue-sky')).toBe(true);
    expect(pathMatches('/art/:id', '/art/blue-sky/')).toBe(true);
    expect(pathMatches('/art/:id', '/art')).toBe(false);
    expect(pathMatches('/art/:id', '/art/a/b')).toBe(false);
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/', '/cart')).toBe(false);
    expect(pathMatches('/admin/*', '/admin')).toBe(true);
    expect(pathMatches('/admin/*', '/admin/a/b')).toBe(true);
    expect(pathMatches('/admin/*', '/administrator')).toBe(false);
  });
});

it('when a visitor must sign in for an action, then /login is given the way back, query and anchor kept', () => {
  expect(loginToComeBack({ pathname: '/art2/quiet-thunder', search: '?week=2026-11-16', hash: '#comments' })).toBe(
    '/login?next=%2Fart2%2Fquiet-thunder%3Fweek%3D2026-11-16%23comments',
  );
});
