import { createHash, randomBytes } from 'node:crypto';
import type { AuthAnswer } from '@easel/contracts';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  AUDIENCE,
  InputError,
  NotAuthenticatedError,
  NotFoundError,
  SESSION_ENDED,
  type EndedSessions,
  type EndedSessionsPage,
} from '@easel/service-kit';
import type { EndedSessionRow, SessionsRepository } from '../data-access/sessions-repository';
import type { UserRecord } from '../data-access/user-record';
import { isUuid } from '@easel/contracts';
import { refuseSuspended } from './suspension';
import type { IdentityDeps } from './identity-deps';
import { toUser } from './user-view';

export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
// A token signed the moment its session ended lives one lifetime more; a minute more for clocks that differ.
const TOKEN_AFTERLIFE_MS = (ACCESS_TOKEN_LIFETIME_SECONDS + 60) * 1000;
// A session ended in a transaction that commits a little late is still in the next read of the feed.
const FEED_OVERLAP_MS = 5000;

/** A session's access token, and the refresh token that renews it (for the cookie, never the body). */
export interface SessionTokens {
  token: string;
  refreshToken: string;
}

type SessionDeps = Pick<IdentityDeps, 'signer' | 'sessions' | 'users' | 'announceEnded'>;

const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');
// 32 random bytes in base64url: anything else cannot be one of ours.
const isRefreshToken = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{43}$/.test(value);

function newRefreshToken() {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashOf(value), expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000) };
}

/** An access token of the session; the role is read from the record, so a new artist's next token says so. */
export function issueToken({ signer }: Pick<IdentityDeps, 'signer'>, record: UserRecord, sid: string): Promise<string> {
  return signer.sign({ sub: record.id, role: record.role, sid }, AUDIENCE.user);
}

/** A new session: one per login, register, Google sign-in or password change. */
export async function startSession(
  deps: Pick<IdentityDeps, 'signer' | 'sessions'>,
  record: UserRecord,
): Promise<SessionTokens> {
  const refresh = newRefreshToken();
  const sid = await deps.sessions.start(record.id, refresh);
  return { token: await issueToken(deps, record, sid), refreshToken: refresh.value };
}

export async function signedIn(
  deps: Pick<IdentityDeps, 'signer' | 'sessions' | 'bookmarks'>,
  record: UserRecord,
): Promise<AuthAnswer & SessionTokens> {
  const session = await startSession(deps, record);
  return { ...session, user: toUser(record, await deps.bookmarks.lists(record.id)) };
}

/** The refresh token is spent for a new one and a new access token of the same session; shown twice, it ends the session. */
export async function renewSession(deps: SessionDeps, refreshToken: unknown): Promise<SessionTokens> {
  if (!isRefreshToken(refreshToken)) throw new NotAuthenticatedError(SESSION_ENDED);
  const next = newRefreshToken();
  const renewal = await deps.sessions.renew(hashOf(refreshToken), next);
  if (renewal.outcome === 'reused') await announce(deps, renewal.ended);
  const record = renewal.outcome === 'renewed' ? await deps.users.findById(renewal.userId) : undefined;
  if (renewal.outcome !== 'renewed' || !record) throw new NotAuthenticatedError(SESSION_ENDED);
  refuseSuspended(record, NotAuthenticatedError);
  return { token: await issueToken(deps, record, renewal.sid), refreshToken: next.value };
}

/** Ends the session named by the caller's token, else by its refresh token; nothing to end is fine too. */
export async function logout(deps: SessionDeps, { sid, refreshToken }: { sid?: string; refreshToken?: unknown }) {
  const session =
    sid ?? (isRefreshToken(refreshToken) ? await deps.sessions.sessionOf(hashOf(refreshToken)) : undefined);
  if (session && isUuid(session)) await announce(deps, await deps.sessions.end(session));
  return { message: 'Logged out' };
}

/** Every session of the user ends (an admin suspension): their tokens are refused everywhere within seconds. */
export async function endEverySession(deps: SessionDeps, userId: string) {
  const record = isUuid(userId) ? await deps.users.findById(userId) : undefined;
  if (!record) throw new NotFoundError('User not found');
  const ended = await deps.sessions.endEveryOne(record.id);
  await announce(deps, ended);
  return { _id: record.id, ended: ended.length };
}

/** Tells every service at once through Redis when there is one; the feed tells them anyway. */
export function announce(
  { announceEnded }: Pick<IdentityDeps, 'announceEnded'>,
  ended: EndedSessionRow[],
): Promise<void> {
  return announceEnded(
    ended.map(({ sid, endedAt }) => ({ sid, until: new Date(endedAt.getTime() + TOKEN_AFTERLIFE_MS) })),
  );
}

/**
 * The feed every service follows: sessions ended after the cursor (all whose tokens may still live, without one).
 * The cursor is the last ending answered; each read overlaps the previous by a few seconds, and repeats are harmless.
 */
export async function endedSessionsSince(
  { sessions }: Pick<IdentityDeps, 'sessions'>,
  after: string | undefined,
): Promise<EndedSessionsPage> {
  const cursor = after === undefined ? 0 : Date.parse(after);
  if (Number.isNaN(cursor)) throw new InputError('After must be a cursor from an earlier answer');
  const since = Math.max(cursor - FEED_OVERLAP_MS, Date.now() - TOKEN_AFTERLIFE_MS);
  const ended = await sessions.endedSince(new Date(since));
  const last = ended.at(-1)?.endedAt.getTime() ?? cursor;
  return {
    ended: ended.map(({ sid, endedAt }) => ({
      sid,
      until: new Date(endedAt.getTime() + TOKEN_AFTERLIFE_MS).toISOString(),
    })),
    cursor: new Date(Math.max(last, cursor)).toISOString(),
  };
}

/** identity knows at once: a session is over unless its row says it is live (a deleted user's sessions are gone). */
export function endedSessionsOf(sessions: SessionsRepository): EndedSessions {
  return { isEnded: async (sid) => !isUuid(sid) || !(await sessions.isLive(sid)) };
}

/** Rows nobody needs: sessions ended a day ago (the feed keeps 16 minutes), and those no refresh token can renew. */
export function forgetOldSessions(sessions: SessionsRepository): Promise<number> {
  return sessions.forgetOld(new Date(Date.now() - 24 * 3600 * 1000));
}
