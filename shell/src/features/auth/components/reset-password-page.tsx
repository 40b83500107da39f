import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resetPasswordInput } from '@easel/contracts';
import { FormMessage, SubmitButton, useContractForm } from '@easel/ui';
import { failureMessage } from '../api/failure-message';
import { useResetPasswordMutation } from '../api/reset-password';
import { withConfirmation } from '../password-confirmation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const resetPasswordForm = withConfirmation(resetPasswordInput, 'password');

/** /reset-password/:id, the link from the reset e-mail: a new password, typed twice. */
export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(resetPasswordForm, { password: '', confirm: '' });

  const onSubmit = form.submit(async ({ password }) => {
    const result = await resetPassword({ id, password });
    if (result.error) return failureMessage(result.error);
    setDone(result.data.message);
  });

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
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <NewPasswordFields password={form.field('password')} confirm={form.field('confirm')} />
        <SubmitButton className="shl-auth__submit" pending={form.pending} pendingLabel="Resetting...">
          Reset password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
