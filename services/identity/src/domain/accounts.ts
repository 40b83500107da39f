import type { AuthAnswer, LoginInput, RegisterInput } from '@easel/contracts';
import { ConflictError, NotAllowedError, NotAuthenticatedError, TooManyRequestsError } from '@easel/service-kit';
import { EmailTakenError, type NewUser } from '../data-access/users-repository';
import type { UserRecord } from '../data-access/user-record';
import type { IdentityDeps } from './identity-deps';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '@easel/service-kit';
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

/** `from` is the caller's address: failed logins are limited per account, per address and per both. */
export async function login(deps: IdentityDeps, input: LoginInput, from: string): Promise<SignedIn> {
  const waitMs = await deps.loginThrottle.attempt(input.email, from);
  if (waitMs > 0) throw new TooManyRequestsError(tooManyFailures(waitMs));
  const record = await deps.users.findByEmail(input.email);
  const hash = record && (await deps.credentials.passwordHash(record.id));
  const valid = hash ? await verifyPassword(input.password, hash) : await verifyAgainstDecoy(input.password);
  if (!record || !valid) throw new NotAuthenticatedError(WRONG_CREDENTIALS);
  await deps.loginThrottle.succeeded(input.email, from);
  // Told only to whoever knows the password: anyone else learns nothing of the account.
  refuseSuspended(record, NotAllowedError);
  return signedIn(deps, record);
}

function tooManyFailures(waitMs: number): string {
  const minutes = Math.ceil(waitMs / 60_000);
  return `Too many failed logins, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Artists get a readable slug from their artist name. */
function createWithFreeSlug({ users }: Pick<IdentityDeps, 'users'>, user: NewUser): Promise<UserRecord> {
  const { artistName } = user;
  if (!artistName) return users.create(user);
  return withFreeSlug(users, artistName, (slug) => users.create({ ...user, slug }));
}
