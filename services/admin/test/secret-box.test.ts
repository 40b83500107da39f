import { secretBox } from '../src/domain/secret-box';

const KEY = 'a-test-key-that-is-long-enough-for-hkdf';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the second factor’s secret box', () => {
  it('when a secret is sealed, then it opens to itself, and two seals of it differ', () => {
    const box = secretBox(KEY);
    const [one, two] = [box.seal(SECRET), box.seal(SECRET)];
    expect(one).not.toContain(SECRET);
    expect(one).not.toBe(two);
    expect(box.open(one)).toBe(SECRET);
  });

  it('when a sealed secret is opened with another key or was changed, then it refuses rather than answer a wrong secret', () => {
    const sealed = secretBox(KEY).seal(SECRET);
    expect(() => secretBox(`${KEY}-other`).open(sealed)).toThrow();
    const [version, nonce, tag, body] = sealed.split('.');
    const changed = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => secretBox(KEY).open([version, nonce, tag, changed].join('.'))).toThrow();
  });

  it('when a secret was stored before sealing, then it is read as it is', () => {
    expect(secretBox(KEY).open(SECRET)).toBe(SECRET);
  });
});
