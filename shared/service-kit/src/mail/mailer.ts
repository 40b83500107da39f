import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP_URL set: that server. Unset: each message is written as an .eml file under $DATA_DIR/mail. */
export function createMailer({ smtpUrl, dataDir, from }: { smtpUrl?: string; dataDir: string; from: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from, ...mail })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(dataDir, 'mail');
  return {
    async send(mail) {
      const { message } = (await transport.sendMail({ from, ...mail })) as { message: Buffer };
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await fs.writeFile(path.join(outbox, name), message);
    },
  };
}
