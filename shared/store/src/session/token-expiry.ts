/** A token this close to its `exp` is renewed before a call rather than refused during it. */
const RENEW_BEFORE_MS = 60_000;

/** The `exp` claim (seconds) of a JWT's payload, or undefined when the token is not a readable JWT. */
function expiryOf(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    // base64url to base64; atob accepts the missing padding.
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = claims && typeof claims === 'object' && 'exp' in claims ? claims.exp : undefined;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the token has expired or expires within the minute; a token without a readable `exp` waits for a 401. */
export function expiresSoon(token: string, now = Date.now()): boolean {
  const exp = expiryOf(token);
  return exp !== undefined && exp * 1000 - now < RENEW_BEFORE_MS;
}
