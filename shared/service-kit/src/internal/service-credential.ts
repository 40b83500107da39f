import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { NotAuthenticatedError } from '../errors';

/** The header a service sends on its calls to another service's /internal routes. */
export const SERVICE_CREDENTIAL_HEADER = 'x-service-credential';

export const SERVICE_CREDENTIAL_REQUIRED = 'Service credential required';

/**
 * The secret every service shares: INTERNAL_SECRET in production; a local run keeps one under
 * $DATA_DIR/keys, made by whichever process needs it first (npm start makes it before the services).
 */
export const serviceCredentialFrom = (env: { INTERNAL_SECRET?: string; DATA_DIR: string }): string =>
  env.INTERNAL_SECRET || localSecret(env.DATA_DIR, 'internal-secret');

/** A random secret a local run keeps under $DATA_DIR/keys/<name>, made by whichever process needs it first. */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'keys', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written whole under a name of its own, then linked in place: a process starting alongside sees no file or all of it.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      // Another process made it first: theirs is the one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(draft);
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Guards /internal: only a caller holding the shared secret gets through; everyone else a 401. */
export function requireServiceCredential(secret: string) {
  const expected = Buffer.from(secret);
  return (req: Request, _res: Response, next: NextFunction) => {
    const sent = Buffer.from(String(req.headers[SERVICE_CREDENTIAL_HEADER] ?? ''));
    // Compared in constant time, so the answer's timing does not leak the secret byte by byte.
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
      throw new NotAuthenticatedError(SERVICE_CREDENTIAL_REQUIRED);
    next();
  };
}
