import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../local-storage';
import { sessionEnded, tokenRenewed, type SessionState } from './session-slice';
import { expiresSoon } from './token-expiry';

/** The store's thunk argument: the renewal under way on this page, which every call that needs one waits for. */
export interface SessionExtra {
  renewal: { pending?: Promise<string | null> };
}
type SessionThunk<Result> = ThunkAction<Result, { session: SessionState }, SessionExtra, UnknownAction>;
export type TokenDispatch = ThunkDispatch<{ session: SessionState }, SessionExtra, UnknownAction>;

const RENEWAL_LOCK = 'easel-token-renewal';
/** sessionStorage: when this tab's last renewal was sent, until its answer came back. */
const RENEWAL_SENT = 'easel-renewal-sent';
/** How long a renewal's answer may take: a page waits no longer for one its tab sent before a navigation. */
const RENEWAL_ANSWER_MS = 5000;
const storedToken = () => localStorage.getItem(STORAGE_KEYS.token);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tabs share the refresh cookie and it rotates: two renewals at once would look like reuse and end the session. */
async function oneTabAtATime<T>(renew: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request(RENEWAL_LOCK, renew) : renew();
}

/**
 * A full-page navigation while a renewal is under way: the keepalive request still reaches its answer, and the browser
 * keeps the rotated cookie, but the new page must not renew with the old cookie meanwhile (that is reuse, which ends
 * the session). It waits for that answer first.
 */
async function afterThisTabsLastRenewal(): Promise<void> {
  const sent = Number(sessionStorage.getItem(RENEWAL_SENT));
  while (sent && Date.now() - sent < RENEWAL_ANSWER_MS && sessionStorage.getItem(RENEWAL_SENT)) await sleep(100);
}

/** POST /api/auth/refresh with the cookie: the new token, 'ended' on 401, or undefined when there was no usable answer. */
async function refreshedToken(): Promise<string | 'ended' | undefined> {
  await afterThisTabsLastRenewal();
  sessionStorage.setItem(RENEWAL_SENT, String(Date.now()));
  try {
    // keepalive: a navigation does not cancel the call, so the rotated cookie is never lost with its answer.
    const response = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include', keepalive: true });
    sessionStorage.removeItem(RENEWAL_SENT);
    if (response.status === 401) return 'ended';
    const body: unknown = response.ok ? await response.json() : undefined;
    return body && typeof body === 'object' && 'token' in body && typeof body.token === 'string'
      ? body.token
      : undefined;
  } catch {
    sessionStorage.removeItem(RENEWAL_SENT);
    return undefined;
  }
}

function renew(seen: string, dispatch: TokenDispatch): Promise<string | null> {
  return oneTabAtATime(async () => {
    // Another tab may have renewed or ended the session while this one waited for the lock.
    const stored = storedToken();
    if (stored !== seen) {
      dispatch(stored ? tokenRenewed(stored) : sessionEnded());
      return stored;
    }
    const renewed = await refreshedToken();
    if (renewed === 'ended') {
      dispatch(sessionEnded());
      return null;
    }
    // No answer (offline, a 5xx): keep the token; the next call tries again.
    if (renewed === undefined) return seen;
    dispatch(tokenRenewed(renewed));
    return renewed;
  });
}

/**
 * The token to send now: the stored one, renewed first when it expires within the minute or the server has just
 * refused it (`refused`). Null when there is no session, or it has just ended (and the visitor was told).
 */
export const freshToken =
  (refused?: string): SessionThunk<Promise<string | null>> =>
  async (dispatch, getState, { renewal }) => {
    const stored = storedToken();
    if (!stored) {
      // Signed out in another tab while this page still showed the session.
      if (getState().session.token) dispatch(sessionEnded());
      return null;
    }
    if (stored !== refused && !expiresSoon(stored)) return stored;
    renewal.pending ??= renew(stored, dispatch).finally(() => (renewal.pending = undefined));
    return renewal.pending;
  };
