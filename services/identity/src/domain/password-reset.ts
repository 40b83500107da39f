import { InputError } from '@easel/service-kit';
import { isUuid } from './ids';
import type { IdentityDeps } from './identity-deps';
import { hashPassword } from '@easel/service-kit';

const LINK_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_REQUESTED = 'If an account exists for that e-mail, a link to reset the password is on its way';
const INVALID_LINK = 'This reset link is invalid or has expired';

/** Mails a single-use link valid for an hour; says nothing about whether the e-mail is known. */
export async function requestPasswordReset({ users, resets, mailer, site }: IdentityDeps, email: string): Promise<void> {
  const record = await users.findByEmail(email);
  if (!record) return;
  const id = await resets.create(record.id, new Date(Date.now() + LINK_LIFETIME_MS));
  const link = `${site.publicUrl.replace(/\/+$/, '')}/reset-password/${id}`;
  await mailer.send({
    to: record.email,
    subject: `Reset your ${site.productName} password`,
    text: [
      `Hello ${record.firstName},`,
      '',
      `Someone asked to reset the password of your ${site.productName} account. To choose a new one, open this link within the next hour:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}

export async function resetPassword({ credentials }: IdentityDeps, resetId: string, password: string) {
  if (!isUuid(resetId)) throw new InputError(INVALID_LINK);
  const userId = await credentials.redeemReset(resetId, await hashPassword(password));
  if (!userId) throw new InputError(INVALID_LINK);
  return { message: 'Your password has been reset, please log in' };
}
