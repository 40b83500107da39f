import fs from 'node:fs';
import path from 'node:path';
import platform from '../platform';

/** A quoted-printable mail as its reader sees it: soft line breaks joined, '=3D' and '=E2=82=AC' back to '=' and '€'. */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The newest .eml in the platform's mail outbox addressed to `to` (and holding `matching`, when one mail of several is
 * meant), as its reader sees it, waiting up to `timeoutMs` for it.
 */
export async function latestMailTo(to: string, timeoutMs = 10_000, matching?: RegExp): Promise<string> {
  const outbox = path.join(platform.dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const text = readable(fs.readFileSync(path.join(outbox, file), 'latin1'));
      if (text.includes(`To: ${to}`) && (!matching || matching.test(text))) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
