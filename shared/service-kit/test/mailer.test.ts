import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../src/mail/mailer';

describe('mailer', () => {
  it('when no SMTP_URL is set, then each mail is an .eml file under $DATA_DIR/mail', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'easel-mail-'));
    const mailer = createMailer({ dataDir, from: 'Easel <support@easel.example>' });
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost:8080/reset-password/abc',
    });
    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('reset-password/abc');
  });
});
