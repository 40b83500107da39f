import { DEVICE_COOKIE, DEVICE_COOKIE_LIFETIME_SECONDS } from '@easel/service-kit';
import type { CookieOptions, Request, Response } from 'express';
import { REFRESH_TOKEN_LIFETIME_SECONDS } from '../../domain/sessions';

const REFRESH_COOKIE = 'easel_refresh';

/**
 * The refresh token travels only in this cookie: script cannot read it (httpOnly), other sites cannot send it
 * (SameSite=Strict), and the browser sends it only to the auth calls, as it sees them behind the gateway's /api.
 */
function cookieOptions(publicUrl: string): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/api/auth', secure: publicUrl.startsWith('https:') };
}

export function refreshCookie(publicUrl: string) {
  const options = cookieOptions(publicUrl);
  return {
    read: (req: Request): unknown => (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE],
    set: (res: Response, refreshToken: string) =>
      res.cookie(REFRESH_COOKIE, refreshToken, { ...options, maxAge: REFRESH_TOKEN_LIFETIME_SECONDS * 1000 }),
    clear: (res: Response) => res.clearCookie(REFRESH_COOKIE, options),
  };
}

/** The browser's device cookie: like the refresh cookie, for the auth calls only; it outlives sessions and logouts. */
export function deviceCookie(publicUrl: string) {
  const options = cookieOptions(publicUrl);
  return {
    read: (req: Request): unknown => (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE],
    set: (res: Response, value: string) =>
      res.cookie(DEVICE_COOKIE, value, { ...options, maxAge: DEVICE_COOKIE_LIFETIME_SECONDS * 1000 }),
  };
}
