import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { localSecret } from '@easel/service-kit';

/** Seals the admins' second-factor secrets at rest: a copy of the database alone cannot make their codes. */
export interface SecretBox {
  seal(secret: string): string;
  open(stored: string): string;
}

const VERSION = 'v1';

/** AES-256-GCM under a key derived from `key` (TOTP_KEY); each sealed secret has its own nonce and is checked when opened. */
export function secretBox(key: string): SecretBox {
  const aesKey = Buffer.from(hkdfSync('sha256', key, '', 'easel admin totp secrets', 32));
  return {
    seal(secret) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, nonce);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(stored) {
      const [version, nonce, tag, sealed] = stored.split('.');
      // A secret stored before sealing (base32, no dots) is still good; the next set-up stores it sealed.
      if (version !== VERSION || !nonce || !tag || !sealed) return stored;
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The box of this deployment: under TOTP_KEY, else the key a local run keeps under $DATA_DIR/keys. */
export const secondFactorBox = (config: { TOTP_KEY?: string | undefined; DATA_DIR: string }) =>
  secretBox(config.TOTP_KEY ?? localSecret(config.DATA_DIR, 'admin-totp-key'));
