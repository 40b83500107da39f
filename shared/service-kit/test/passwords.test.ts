import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../src/auth/passwords';

test('when a password is hashed, then it is stored as scrypt$N$r$p$salt$hash with a random salt', async () => {
  const [a, b] = await Promise.all([hashPassword('easel-demo-1'), hashPassword('easel-demo-1')]);
  expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  expect(a).not.toBe(b);
});

test('when the right password is checked, then true; a wrong one, then false', async () => {
  const hash = await hashPassword('correct-horse');
  expect(await verifyPassword('correct-horse', hash)).toBe(true);
  expect(await verifyPassword('correct-hors', hash)).toBe(false);
  expect(await verifyPassword('correct-horse', 'bcrypt$whatever')).toBe(false);
});

test('when there is no account, then the decoy check still answers false', async () => {
  expect(await verifyAgainstDecoy('anything')).toBe(false);
});
