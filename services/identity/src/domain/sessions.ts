import type { AuthAnswer } from '@easel/contracts';
import { AUDIENCE, type TokenClaims } from '@easel/service-kit';
import type { UserRecord } from '../data-access/user-record';
import { isUuid } from './ids';
import type { IdentityDeps } from './identity-deps';
import { toUser } from './user-view';

const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

export function issueToken({ signer }: Pick<IdentityDeps, 'signer'>, record: UserRecord): Promise<string> {
  return signer.sign({ sub: record.id, role: record.role, tv: record.tokenVersion }, AUDIENCE.user, `${TOKEN_LIFETIME_SECONDS}s`);
}

export async function authAnswer(deps: Pick<IdentityDeps, 'signer' | 'bookmarks'>, record: UserRecord): Promise<AuthAnswer> {
  const [token, bookmarks] = await Promise.all([issueToken(deps, record), deps.bookmarks.lists(record.id)]);
  return { token, user: toUser(record, bookmarks) };
}

/** A token is refused once its user is gone, its password changed (tv) or it was logged out (jti). */
export async function isRevoked({ sessions }: Pick<IdentityDeps, 'sessions'>, claims: TokenClaims): Promise<boolean> {
  return !isUuid(claims.sub) || !(await sessions.isCurrent(claims.sub, claims.tv, claims.jti));
}

export async function logout({ sessions }: Pick<IdentityDeps, 'sessions'>, claims: TokenClaims) {
  const expiresAt = claims.exp ?? Date.now() / 1000 + TOKEN_LIFETIME_SECONDS;
  if (claims.jti) await sessions.revoke(claims.jti, new Date(expiresAt * 1000));
  return { message: 'Logged out' };
}
