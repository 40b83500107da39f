import type { AuthAnswer } from '@easel/contracts';
import { NotAllowedError, NotAuthenticatedError, ServiceUnavailableError } from '@easel/service-kit';
import type { GoogleIdentity } from '../data-access/google-id-tokens';
import type { UserRecord } from '../data-access/user-record';
import { EmailTakenError, GoogleCertsUnavailable } from './errors';
import type { IdentityDeps } from './identity-deps';
import { refuseSuspended } from './suspension';
import { signedIn, type SessionTokens } from './sessions';

/** A verified Google e-mail signs in its account, linking it on first use, or makes a new customer. */
export async function signInWithGoogle(deps: IdentityDeps, credential: string): Promise<AuthAnswer & SessionTokens> {
  const identity = await verifiedIdentity(deps, credential);
  const email = identity.email.trim().toLowerCase();
  const existing = await deps.users.findByEmail(email);
  if (existing) refuseSuspended(existing, NotAllowedError);
  const record = existing ?? (await createGoogleCustomer(deps, email, identity));
  return signedIn(deps, record.google ? record : ((await deps.users.linkGoogle(record.id)) ?? record));
}

async function verifiedIdentity({ google }: IdentityDeps, credential: string): Promise<GoogleIdentity> {
  if (!google) throw new ServiceUnavailableError('Google sign-in is not configured');
  let identity: GoogleIdentity;
  try {
    identity = await google.verify(credential);
  } catch (error) {
    if (error instanceof GoogleCertsUnavailable)
      throw new ServiceUnavailableError('Google sign-in is unavailable, please try again shortly');
    throw new NotAuthenticatedError('Google sign-in failed, please try again');
  }
  // An unverified address could be anyone's: it must not open the account that owns it.
  if (!identity.emailVerified) throw new NotAuthenticatedError('Your Google e-mail address is not verified');
  return identity;
}

async function createGoogleCustomer(
  { users }: IdentityDeps,
  email: string,
  identity: GoogleIdentity,
): Promise<UserRecord> {
  const firstName = identity.firstName || identity.name || email.split('@')[0] || 'Collector';
  try {
    return await users.create({
      email,
      role: 'customer',
      firstName: firstName.slice(0, 60),
      lastName: (identity.lastName ?? '').slice(0, 60),
      avatar: identity.picture ?? null,
      google: true,
    });
  } catch (error) {
    // The same person signing in twice at once: the other request made the account.
    const other = error instanceof EmailTakenError ? await users.findByEmail(email) : undefined;
    if (!other) throw error;
    return other;
  }
}
