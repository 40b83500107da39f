import { ownerOf } from '../src/app/routing/route-owners';
import { redirectFor } from '../src/app/routing/route-changes';

beforeEach(() => localStorage.clear());

describe('route ownership (ARCHITECTURE §2)', () => {
  it.each([
    ['/login', 'shell'],
    ['/register', 'shell'],
    ['/logout', 'shell'],
    ['/forget-password', 'shell'],
    ['/reset-password/abc123', 'shell'],
    ['/change-password', 'shell'],
    ['/privacy', 'shell'],
    ['/terms', 'shell'],
    ['/contact', 'shell'],
    ['/', 'mf-catalog'],
    ['/magazine', 'mf-catalog'],
    ['/magazine/spring-show', 'mf-catalog'],
    ['/artists', 'mf-catalog'],
    ['/search', 'mf-catalog'],
    ['/art/blue-sky', 'mf-catalog'],
    ['/favourites', 'mf-catalog'],
    ['/publish', 'mf-catalog'],
    ['/publish/register', 'mf-catalog'],
    ['/art/edit/blue-sky', 'mf-catalog'],
    ['/artist/ana', 'mf-artist'],
    ['/create/giftcard', 'mf-artist'],
    ['/giftcard/summer', 'mf-artist'],
    ['/giftcard/edit/summer', 'mf-artist'],
    ['/edit/profile', 'mf-artist'],
    ['/profile', 'mf-artist'],
    ['/user', 'mf-artist'],
    ['/inbox', 'mf-artist'],
    ['/analytics', 'mf-artist'],
    ['/newsletter', 'mf-artist'],
    ['/cart', 'mf-commerce'],
    ['/checkout', 'mf-commerce'],
    ['/order-confirmation/E-1001', 'mf-commerce'],
    ['/art2/blue-sky', 'mf-community'],
    ['/pulse', 'mf-community'],
    ['/pulse/2026-11-16', 'mf-community'],
    ['/admin/login', 'mf-admin'],
    ['/admin', 'mf-admin'],
    ['/admin/moderation/42', 'mf-admin'],
  ])('%s belongs to %s', (path, owner) => expect(ownerOf(path)).toBe(owner));

  it.each(['/nope', '/art', '/art/a/b', '/artist', '/cart/extra', '/administrator'])('%s belongs to nobody', (path) => {
    expect(ownerOf(path)).toBeUndefined();
  });
});

describe('redirects before anything loads', () => {
  it('when a path belongs to nobody, then it goes to /', () => expect(redirectFor('/nope')).toBe('/'));
  it('when a visitor opens /publish, then it goes to /register?publish=true', () =>
    expect(redirectFor('/publish')).toBe('/register?publish=true'));
  it('when a visitor opens /admin, then it goes to /admin/login', () =>
    expect(redirectFor('/admin')).toBe('/admin/login'));
  it('when a logged-in user opens /profile, then it stays', () => {
    localStorage.setItem('token', 't');
    expect(redirectFor('/profile')).toBeNull();
  });
});
