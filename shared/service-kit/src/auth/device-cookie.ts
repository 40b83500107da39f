import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account before carries this cookie (OWASP's "device cookies"): its failed logins
 * count on their own, so a crowd of failures behind its address cannot lock it out. Only the auth calls receive it.
 */
export const DEVICE_COOKIE = 'easel_device';

export const DEVICE_COOKIE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;

/** A genuine device cookie: the device's random id and the tag of the account it signed in to. */
export interface Device {
  id: string;
  account: string;
}

/**
 * `<id>.<account tag>.<signature>`, signed with a key derived from the services' shared secret, so the gateway can
 * tell a genuine one without asking identity. The account is a tag, not the e-mail: the cookie does not name anyone.
 */
export function deviceCookies(secret: string) {
  const key = createHmac('sha256', secret).update('device-cookie').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const accountTag = (email: string) => mac(`account ${email}`).slice(0, 22);
  const signed = (id: string, account: string) => `${id}.${account}.${mac(`${id}.${account}`)}`;

  const read = (value: unknown): Device | undefined => {
    if (typeof value !== 'string' || value.length > 200) return undefined;
    const [id, account, ...rest] = value.split('.');
    if (!id || !account || rest.length !== 1) return undefined;
    const sent = Buffer.from(value);
    const expected = Buffer.from(signed(id, account));
    return sent.length === expected.length && timingSafeEqual(sent, expected) ? { id, account } : undefined;
  };

  return {
    /** A new cookie for a browser that just signed in to this account. */
    issue: (email: string): string => signed(randomBytes(16).toString('base64url'), accountTag(email)),
    read,
    /** The device's id when the cookie is genuine and was issued to a browser signed in to this account. */
    deviceOf: (value: unknown, email: string): string | undefined => {
      const device = read(value);
      return device && device.account === accountTag(email) ? device.id : undefined;
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;

/** The device cookie in a Cookie header, for a process that parses no other cookie. */
export const deviceCookieIn = (cookieHeader: string | undefined): string | undefined =>
  cookieHeader?.match(new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`))?.[1];
