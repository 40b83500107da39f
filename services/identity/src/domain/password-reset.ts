import { AppError, hashPassword, InputError, NotFoundError, type OutboxEvent } from '@easel/service-kit';
import { refuseCommonPassword } from './common-passwords';
import { isUuid } from '@easel/contracts';
import type { IdentityDeps } from './identity-deps';
import { announce } from './sessions';

const LINK_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_REQUESTED = 'If an account exists for that e-mail, a link to reset the password is on its way';
const INVALID_LINK = 'This reset link is invalid or has expired';
const UNUSABLE_LINK = 'This reset link has been used or is unknown. Ask for a new one.';
const EXPIRED_LINK = 'This reset link has expired. Ask for a new one.';
/** Written with the reset link, in its transaction; the relay mails the link (mailResetLink). */
export const PASSWORD_RESET_REQUESTED = 'password-reset-requested';

/** Makes a single-use link valid for an hour and the event that mails it, together; says nothing about whether the e-mail is known. */
export async function requestPasswordReset({ users, inTransaction }: IdentityDeps, email: string): Promise<void> {
  const record = await users.findByEmail(email);
  if (!record) return;
  await inTransaction(async ({ resets, events }) => {
    const resetId = await resets.create(record.id, new Date(Date.now() + LINK_LIFETIME_MS));
    await events.write(PASSWORD_RESET_REQUESTED, { resetId });
  });
}

/** The relay's handler: mails the link, unless it was used or has expired in the meantime. */
export async function mailResetLink(
  { resets, mailer, site }: Pick<IdentityDeps, 'resets' | 'mailer' | 'site'>,
  event: OutboxEvent,
): Promise<void> {
  const { resetId } = event.payload as { resetId: string };
  const reset = await resets.findOpen(resetId);
  if (!reset) return;
  const link = `${site.publicUrl.replace(/\/+$/, '')}/reset-password/${resetId}`;
  await mailer.send({
    to: reset.email,
    subject: `Reset your ${site.productName} password`,
    text: [
      `Hello ${reset.firstName},`,
      '',
      `Someone asked to reset the password of your ${site.productName} account. To choose a new one, open this link within the next hour:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}

/** Whether the link can still set a password, asked when the page opens so nobody types one in vain: 404, or 410 once expired. */
export async function checkResetLink({ resets }: Pick<IdentityDeps, 'resets'>, resetId: string) {
  const link = isUuid(resetId) ? await resets.state(resetId) : undefined;
  if (!link || link.used) throw new NotFoundError(UNUSABLE_LINK);
  if (link.expired) throw new AppError(EXPIRED_LINK, 410);
  return { message: 'This reset link can be used' };
}

/** Sets the new password and ends every session of the account: whoever had it open is out. */
export async function resetPassword(deps: IdentityDeps, resetId: string, password: string) {
  if (!isUuid(resetId)) throw new InputError(INVALID_LINK);
  refuseCommonPassword(password);
  const ended = await deps.credentials.redeemReset(resetId, await hashPassword(password));
  if (!ended) throw new InputError(INVALID_LINK);
  await announce(deps, ended);
  return { message: 'Your password has been reset, please log in' };
}
