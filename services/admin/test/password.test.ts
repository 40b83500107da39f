import { hashPassword, verifyPassword } from '../src/domain/password';

describe('admin passwords', () => {
  it('when a password is hashed, then it is salted scrypt that verifies only the same password', async () => {
    const [first, second] = [await hashPassword('s3cret pass'), await hashPassword('s3cret pass')];
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('s3cret pass', first)).toBe(true);
    expect(await verifyPassword('s3cret pasS', first)).toBe(false);
    expect(await verifyPassword('s3cret pass', 'plain-text')).toBe(false);
  });
});
