import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resetPasswordInput } from '@easel/contracts';
import { failureMessage } from '../../account-api/failure-message';
import { useResetPasswordMutation } from '../../account-api/reset-password';
import { useAuthForm } from '../use-auth-form';
import { check, confirmation } from '../validation';
import { AuthCard } from './auth-card';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** /reset-password/:id, the link from the reset e-mail: a new password, typed twice. */
export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useAuthForm({ password: '', confirm: '' });

  const onSubmit = form.submitWith(
    ({ password, confirm }) => check(resetPasswordInput, { password }, confirmation(password, confirm)),
    async ({ password }) => {
      const result = await resetPassword({ id, password });
      if (result.error) return failureMessage(result.error);
      setDone(result.data.message);
    },
  );

  if (done) {
    return (
      <AuthCard title="Password reset">
        <div className="shl-form">
          <FormMessage tone="success">{done}</FormMessage>
          <Link className="ui-button ui-button--primary shl-auth__submit" to="/login">
            Log in
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" footer={<Link to="/forget-password">Need a new link?</Link>}>
      <form className="shl-form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
        <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." required {...form.field('password')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.field('confirm')} />
        <SubmitButton pending={form.pending} label="Reset password" pendingLabel="Resetting..." />
      </form>
    </AuthCard>
  );
}
