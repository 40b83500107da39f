import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * The Ed25519 pair that signs access tokens. Production passes AUTH_PRIVATE_KEY / AUTH_PUBLIC_KEY;
 * a local run keeps one pair under $DATA_DIR/keys, made by whichever process needs it first.
 */
export function localKeyPair(dataDir: string): KeyPair {
  const dir = path.join(dataDir, 'keys');
  const privatePath = path.join(dir, 'auth-private.pem');
  const publicPath = path.join(dir, 'auth-public.pem');
  if (!fs.existsSync(publicPath)) {
    fs.mkdirSync(dir, { recursive: true });
    const pair = generateKeyPairSync('ed25519', {
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    try {
      // Private first, public last: a reader that sees the public file also finds its private half.
      fs.writeFileSync(privatePath, pair.privateKey, { flag: 'wx', mode: 0o600 });
      fs.writeFileSync(publicPath, pair.publicKey, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      waitForFile(publicPath);
    }
  }
  return { privateKey: fs.readFileSync(privatePath, 'utf8'), publicKey: fs.readFileSync(publicPath, 'utf8') };
}

function waitForFile(file: string): void {
  const deadline = Date.now() + 5000;
  while (!fs.existsSync(file) && Date.now() < deadline)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
}

export function publicKeyFrom(env: { AUTH_PUBLIC_KEY?: string; DATA_DIR: string }): string {
  return env.AUTH_PUBLIC_KEY ? pem(env.AUTH_PUBLIC_KEY) : localKeyPair(env.DATA_DIR).publicKey;
}

export function privateKeyFrom(env: { AUTH_PRIVATE_KEY?: string; DATA_DIR: string }): string {
  return env.AUTH_PRIVATE_KEY ? pem(env.AUTH_PRIVATE_KEY) : localKeyPair(env.DATA_DIR).privateKey;
}

// Keys in environment variables often arrive with literal "\n" for line breaks.
const pem = (value: string) => value.replace(/\\n/g, '\n');
