import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordInput } from '@easel/contracts';
import { FormField, FormMessage, SubmitButton, useContractForm } from '@easel/ui';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthCard } from './auth-card';

/** /forget-password: asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgetPasswordPage() {
  const [requestLink] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(forgotPasswordInput, { email: '' });

  const onSubmit = form.submit(async (input) => {
    const result = await requestLink(input);
    if (result.error) return; // the refusal is the call's one toast (spec §8)
    setSent(result.data.message);
  });

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<Link to="/login">Back to log in</Link>}
    >
      {sent ? (
        <div className="shl-form">
          <FormMessage tone="success">{sent}</FormMessage>
          <p className="shl-auth__note">
            The link works once, for one hour. Nothing there? Check your spam folder, or send it again.
          </p>
          <button type="button" className="shl-link shl-link--button" onClick={() => setSent(null)}>
            Send the link again
          </button>
        </div>
      ) : (
        <form className="shl-form" onSubmit={onSubmit} noValidate aria-label="Request a reset link">
          <FormField
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.field('email')}
          />
          <SubmitButton className="shl-auth__submit" pending={form.pending} pendingLabel="Sending...">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
