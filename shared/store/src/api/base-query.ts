import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { toast } from 'react-toastify';
import { STORAGE_KEYS } from '../local-storage';

/** Per endpoint: `toastFallback` when the server sends no message, or `toast: false` for calls that fail silently. */
export interface EaselQueryOptions {
  toast?: boolean;
  toastFallback?: string;
}

export const TOAST_AUTO_CLOSE_MS = 3000;

export function errorMessage(error: FetchBaseQueryError, fallback = 'Something went wrong'): string {
  const data = 'data' in error ? error.data : undefined;
  const message = data && typeof data === 'object' && 'message' in data ? data.message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}

/** `/api` with credentials and the bearer token from `tokenKey`; a failed call shows the server's message as an error toast (spec §7, §8). */
function baseQueryWithToken(tokenKey: string): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, EaselQueryOptions> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    fetchFn: (input, init) => fetch(input, init),
    prepareHeaders: (headers) => {
      const token = localStorage.getItem(tokenKey);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  return async (args, api, options = {}) => {
    const result = await rawBaseQuery(args, api, options);
    if (result.error && options.toast !== false) {
      toast.error(errorMessage(result.error, options.toastFallback), { autoClose: TOAST_AUTO_CLOSE_MS });
    }
    return result;
  };
}

export const easelBaseQuery = baseQueryWithToken(STORAGE_KEYS.token);
export const adminBaseQuery = baseQueryWithToken(STORAGE_KEYS.admintoken);
