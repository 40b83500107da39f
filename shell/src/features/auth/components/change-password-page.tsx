import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { changePasswordInput } from '@easel/contracts';
import { loggedIn, selectUser, type SessionRootState } from '@easel/store';
import { FormField, FormMessage, SubmitButton, useContractForm } from '@easel/ui';
import { useChangePasswordMutation } from '../api/change-password';
import { withConfirmation } from '../password-confirmation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const changePasswordForm = withConfirmation(changePasswordInput, 'newPassword');
const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };

/** /change-password (login needed): not for accounts that sign in with Google, which have no password here (spec §2, §6). */
export function ChangePasswordPage() {
  const user = useSelector((state: SessionRootState) => selectUser(state));
  const dispatch = useDispatch();
  const [changePassword] = useChangePasswordMutation();
  const [changed, setChanged] = useState<string | null>(null);
  const form = useContractForm(changePasswordForm, EMPTY);

  const onSubmit = form.submit(async ({ oldPassword, newPassword }) => {
    setChanged(null);
    const result = await changePassword({ oldPassword, newPassword });
    if (result.error) return; // the refusal is the call's one toast (spec §8)
    // Every earlier token is refused now: keep the session with the new one.
    if (user) dispatch(loggedIn({ token: result.data.token, user }));
    form.reset(EMPTY);
    // Said once, beside the form, where it stays.
    setChanged(result.data.message);
  });

  if (user?.google) {
    return (
      <AuthCard title="Change password">
        <p className="shl-auth__note">
          You sign in with Google, so your account has no password of its own to change here. Your Google account&apos;s
          password and security settings are managed by Google.
        </p>
        <a className="shl-link" href="https://myaccount.google.com/security" target="_blank" rel="noreferrer">
          Open your Google account security settings
        </a>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Change password"
      intro="Choose a new password for your account. You stay logged in here; other devices will ask for the new one."
    >
      <form className="shl-form" onSubmit={onSubmit} noValidate aria-label="Change password">
        {changed && <FormMessage tone="success">{changed}</FormMessage>}
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('oldPassword')}
        />
        <NewPasswordFields password={form.field('newPassword')} confirm={form.field('confirm')} />
        <SubmitButton className="shl-auth__submit" pending={form.pending} pendingLabel="Changing password...">
          Change password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
