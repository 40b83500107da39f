import { intentQuery, landingAfterSignIn, wantsToPublish } from '../landing';

beforeEach(() => localStorage.clear());

describe('where a new session goes (spec §2)', () => {
  it('to / by default', () => expect(landingAfterSignIn('')).toBe('/'));
  it('to /publish with ?publish=true', () => expect(landingAfterSignIn('?publish=true')).toBe('/publish'));
  it('to / with ?publish=false', () => expect(landingAfterSignIn('?publish=false')).toBe('/'));
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
    ['', ''],
  ])('%s keeps %s', (search, kept) => expect(intentQuery(search)).toBe(kept));
});
