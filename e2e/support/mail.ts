import fs from 'node:fs';
import path from 'node:path';
import platform from '../platform';

/** The newest .eml in the platform's mail outbox addressed to `to`, waiting up to `timeoutMs` for it. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(platform.dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
