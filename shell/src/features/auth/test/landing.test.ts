import { homeAfterRegistering, intentQuery, landingAfterSignIn, wantsToPublish } from '../landing';
import { DEMO_USER } from './demo-user';

beforeEach(() => localStorage.clear());

describe('where a new session goes (spec §2)', () => {
  it('to / by default', () => expect(landingAfterSignIn('')).toBe('/'));
  it('to /publish with ?publish=true', () => expect(landingAfterSignIn('?publish=true')).toBe('/publish'));
  it('to / with ?publish=false', () => expect(landingAfterSignIn('?publish=false')).toBe('/'));
  it('back to the page the visitor left to sign in (?next=)', () =>
    expect(landingAfterSignIn('?next=%2Fart2%2Fquiet-thunder')).toBe('/art2/quiet-thunder'));
  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'to /, never off the site, with ?next=%s',
    (next) => expect(landingAfterSignIn(`?next=${encodeURIComponent(next)}`)).toBe('/'),
  );
  it('to /publish over ?next= for a visitor who came to publish', () =>
    expect(landingAfterSignIn('?publish=true&next=%2Fart%2Fa')).toBe('/publish'));
  it("to /publish when local storage's publish flag is 'true', which is then cleared", () => {
    localStorage.setItem('publish', 'true');
    expect(landingAfterSignIn('')).toBe('/publish');
    expect(localStorage.getItem('publish')).toBeNull();
    expect(wantsToPublish('')).toBe(false);
  });
  it('to the home it is given when nothing else is asked', () =>
    expect(landingAfterSignIn('', '/artist/ana')).toBe('/artist/ana'));
  it('to /publish, not the given home, for a visitor who came to publish', () =>
    expect(landingAfterSignIn('?publish=true', '/artist/ana')).toBe('/publish'));
  it('back to ?next=, not the given home', () =>
    expect(landingAfterSignIn('?next=%2Fart%2Fa', '/artist/ana')).toBe('/art/a'));
});

describe('where a new account starts', () => {
  it('an artist on their own page', () =>
    expect(homeAfterRegistering({ ...DEMO_USER, role: 'user', slug: 'ana-lima' })).toBe('/artist/ana-lima'));
  it('a collector on the home page', () => expect(homeAfterRegistering(DEMO_USER)).toBe('/'));
});

describe('the intent carried between /login and /register', () => {
  it.each([
    ['?publish=true', '?publish=true'],
    ['?artist=true', '?artist=true'],
    ['?publish=true&x=1', '?publish=true'],
    ['?artist=false', ''],
    ['?next=%2Fart%2Fa', '?next=%2Fart%2Fa'],
    ['?next=%2F%2Fevil.example', ''],
    ['', ''],
  ])('%s keeps %s', (search, kept) => expect(intentQuery(search)).toBe(kept));
});
