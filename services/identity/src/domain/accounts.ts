import type { AuthAnswer, LoginInput, RegisterInput } from '@easel/contracts';
import {
  ConflictError,
  NotAllowedError,
  NotAuthenticatedError,
  TooManyRequestsError,
  hashPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from '@easel/service-kit';
import type { NewUser } from '../data-access/users-repository';
import type { UserRecord } from '../data-access/user-record';
import { EmailTakenError } from './errors';
import type { IdentityDeps } from './identity-deps';
import { refuseCommonPassword } from './common-passwords';
import { refuseSuspended } from './suspension';
import { signedIn, type SessionTokens } from './sessions';
import { withFreeSlug } from './artist-names';

export const WRONG_CREDENTIALS = 'Wrong e-mail or password';
const EMAIL_TAKEN = 'An account with this e-mail already exists';

type SignedIn = AuthAnswer & SessionTokens;

export async function register(deps: IdentityDeps, input: RegisterInput): Promise<SignedIn> {
  refuseCommonPassword(input.password);
  if (await deps.users.findByEmail(input.email)) throw new ConflictError(EMAIL_TAKEN);
  const artistName = input.role === 'user' ? (input.artistName ?? null) : null;
  const user: NewUser = {
    email: input.email,
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName,
    artistName,
    passwordHash: await hashPassword(input.password),
  };
  try {
    return await signedIn(deps, await createWithFreeSlug(deps, user));
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the database lets only one through.
    if (error instanceof EmailTakenError) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
}

/** Where a login comes from: the caller's address, and the device cookie its browser sent, if any. */
export interface LoginFrom {
  ip: string;
  deviceCookie?: unknown;
}

/**
 * Failed logins are limited per account, per address and per both; a browser holding this account's device cookie
 * only by its own failures. A success hands the browser a fresh device cookie.
 */
export async function login(
  deps: IdentityDeps,
  input: LoginInput,
  from: LoginFrom,
): Promise<SignedIn & { deviceCookie: string }> {
  const attempt = { email: input.email, ip: from.ip, device: deps.devices.deviceOf(from.deviceCookie, input.email) };
  const waitMs = await deps.loginThrottle.attempt(attempt);
  if (waitMs > 0) throw new TooManyRequestsError(tooManyFailures(waitMs, attempt.device !== undefined));
  const record = await deps.users.findByEmail(input.email);
  const hash = record && (await deps.credentials.passwordHash(record.id));
  const valid = hash ? await verifyPassword(input.password, hash) : await verifyAgainstDecoy(input.password);
  if (!record || !valid) throw new NotAuthenticatedError(WRONG_CREDENTIALS);
  await deps.loginThrottle.succeeded(attempt);
  // Told only to whoever knows the password: anyone else learns nothing of the account.
  refuseSuspended(record, NotAllowedError);
  return { ...(await signedIn(deps, record)), deviceCookie: deps.devices.issue(input.email) };
}

/** What to do: wait, or (refused by the address's or the account's count) sign in from a browser used before. */
function tooManyFailures(waitMs: number, fromKnownDevice: boolean): string {
  const minutes = Math.ceil(waitMs / 60_000);
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return fromKnownDevice
    ? `Too many failed logins from this browser, please try again in ${wait}`
    : `Too many failed logins, please try again in ${wait}, or sign in from a browser you have signed in with before`;
}

/** Artists get a readable slug from their artist name. */
function createWithFreeSlug({ users }: Pick<IdentityDeps, 'users'>, user: NewUser): Promise<UserRecord> {
  const { artistName } = user;
  if (!artistName) return users.create(user);
  return withFreeSlug(users, artistName, (slug) => users.create({ ...user, slug }));
}
