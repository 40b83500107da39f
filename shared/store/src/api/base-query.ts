import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { STORAGE_KEYS } from '../local-storage';
import { freshToken, type TokenDispatch } from '../session/fresh-token';
import { showToast } from '../toasts/show-toast';
import type { SessionState } from '../session/session-slice';

/**
 * Per endpoint: `toastFallback` when the server sends no message, or `toast: false` for calls that fail silently;
 * `renew: false` for a call that must go with the token as it is (logout ends even an expired token's session).
 */
export interface EaselQueryOptions {
  toast?: boolean;
  toastFallback?: string;
  renew?: boolean;
}
type EaselBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  EaselQueryOptions,
  FetchBaseQueryMeta
>;
type QueryResult = Awaited<ReturnType<EaselBaseQuery>>;

export function errorMessage(error: FetchBaseQueryError, fallback = 'Something went wrong'): string {
  const data = 'data' in error ? error.data : undefined;
  const message = data && typeof data === 'object' && 'message' in data ? data.message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}

/** `/api` with credentials and the bearer token stored under `tokenKey` (spec §7). */
const fetchWithToken = (tokenKey: string) =>
  fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    fetchFn: (input, init) => fetch(input, init),
    prepareHeaders: (headers) => {
      const token = localStorage.getItem(tokenKey);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

/** A failed call shows the server's message as an error toast (spec §8). */
function toastFailure(result: QueryResult, options: EaselQueryOptions) {
  if (result.error && options.toast !== false) showToast('error', errorMessage(result.error, options.toastFallback));
  return result;
}

const withUserToken = fetchWithToken(STORAGE_KEYS.token);
const bearerOf = (request?: Request) => request?.headers.get('Authorization')?.replace(/^Bearer /, '') || undefined;
const hasSession = (api: BaseQueryApi) => Boolean((api.getState() as { session: SessionState }).session.token);

/**
 * RTK Query's re-authorization wrapper: the token is renewed before a call when it is about to expire, and once after
 * a 401 to a call that carried it; then the call goes once more. A session that has ended sends it without a token,
 * so public pages keep working.
 */
async function sendRenewing(
  args: string | FetchArgs,
  api: BaseQueryApi,
  options: EaselQueryOptions,
): Promise<QueryResult> {
  const dispatch = api.dispatch as TokenDispatch;
  await dispatch(freshToken());
  const result = await withUserToken(args, api, options);
  const refused = result.error?.status === 401 ? bearerOf(result.meta?.request) : undefined;
  if (!refused) return result;
  const token = await dispatch(freshToken(refused));
  return token === refused ? result : withUserToken(args, api, options);
}

export const easelBaseQuery: EaselBaseQuery = async (args, api, options = {}) => {
  if (options.renew === false) return toastFailure(await withUserToken(args, api, options), options);
  const hadSession = hasSession(api);
  const result = await sendRenewing(args, api, options);
  // The session ended during this call: the session-ended toast already says why a call that needs it is refused.
  return hadSession && !hasSession(api) && result.error?.status === 401 ? result : toastFailure(result, options);
};

const withAdminToken = fetchWithToken(STORAGE_KEYS.admintoken);

/** The admin area's calls: the admin token has no refresh cookie, so it is never renewed. */
export const adminBaseQuery: EaselBaseQuery = async (args, api, options = {}) =>
  toastFailure(await withAdminToken(args, api, options), options);
