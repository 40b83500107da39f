import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Easel admin';

// Any authenticator app's defaults: SHA-1, 6 digits, 30 seconds.
const totpOf = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32). */
export const newSecondFactorSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// link an authenticator app reads (as a QR code or pasted). */
export const secondFactorUri = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The 30-second step a code belongs to, when it is the code of the current step or of the one before or after (a
 * phone's clock a little off); null when it is wrong. The caller refuses a step already used, so a code is good once.
 */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}
