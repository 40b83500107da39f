import { intentQuery, landingAfterSignIn, wantsToPublish } from '../landing';

beforeEach(() => localStorage.clear());

describe('where a new session goes (spec §2)', () => {
  it('to / by default', () => expect(landingAfterSignIn('')).toBe('/'));
  it('to /publish with ?publish=true', () => expect(landingAfterSignIn('?publish=true')).toBe('/publish'));
  it('to / with ?publish=false', () => expect(landingAfterSignIn('?publish=false')).toBe('/'));
  it('back to the page the visitor left to sign in (?next=)', () =>
    expect(landingAfterSignIn('?next=%2Fart2%2Fquiet-thunder')).toBe('/art2/quiet-thunder'));
  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])('to /, never off the site, with ?next=%s', (next) =>
    expect(landingAfterSignIn(`?next=${encodeURIComponent(next)}`)).toBe('/'),
  );
  it('to /publish over ?next= for a visitor who came to publish', () => expect(landingAfterSignIn('?publish=true&next=%2Fart%2Fa')).toBe('/publish'));
  it("to /publish when local storage's publish flag is 'true', which is then cleared", () => {
    localStorage.setItem('publish', 'true');
    expect(landingAfterSignIn('')).toBe('/publish');
    expect(localStorage.getItem('publish')).toBeNull();
    expect(wantsToPublish('')).toBe(false);
  });
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
