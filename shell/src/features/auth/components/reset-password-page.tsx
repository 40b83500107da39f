import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resetPasswordInput } from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { FormMessage, Spinner, SubmitButton, useContractForm } from '@easel/ui';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '../api/reset-password';
import { withConfirmation } from '../password-confirmation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const resetPasswordForm = withConfirmation(resetPasswordInput, 'password');
const TITLE = 'Choose a new password';

/** What the check answered about a link that cannot be used (used, unknown: 404; expired: 410), else null. */
function linkRefusal(error: ReturnType<typeof useCheckResetLinkQuery>['error']): string | null {
  if (!error || !('status' in error) || (error.status !== 404 && error.status !== 410)) return null;
  return errorMessage(error, 'This reset link cannot be used. Ask for a new one.');
}

/** /reset-password/:id, the link from the reset e-mail: checked first, then a new password, typed twice. */
export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const link = useCheckResetLinkQuery(id);
  const refusal = linkRefusal(link.error);
  if (link.isLoading) {
    return (
      <AuthCard title={TITLE}>
        <Spinner label="Checking your link" />
      </AuthCard>
    );
  }
  if (refusal) {
    return (
      <AuthCard title="This link cannot be used">
        <div className="shl-form">
          <FormMessage>{refusal}</FormMessage>
          <Link className="ui-button ui-button--primary shl-auth__submit" to="/forget-password">
            Ask for a new link
          </Link>
        </div>
      </AuthCard>
    );
  }
  // Checked, or the check could not answer: the reset itself then says what is wrong.
  return <NewPasswordForm id={id} />;
}

function NewPasswordForm({ id }: { id: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(resetPasswordForm, { password: '', confirm: '' });

  const onSubmit = form.submit(async ({ password }) => {
    const result = await resetPassword({ id, password });
    if (result.error) return; // the refusal is the call's one toast (spec §8)
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
    <AuthCard title={TITLE} footer={<Link to="/forget-password">Need a new link?</Link>}>
      <form className="shl-form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <NewPasswordFields password={form.field('password')} confirm={form.field('confirm')} />
        <SubmitButton className="shl-auth__submit" pending={form.pending} pendingLabel="Resetting...">
          Reset password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
