import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { secondFactorCodeInput } from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { ErrorFallback, FormField, FormMessage, Spinner, SubmitButton, useContractForm } from '@easel/ui';
import { useBeginSecondFactorMutation, useConfirmSecondFactorMutation } from './login-api';

interface SecondFactorSetupProps {
  /** An owner's set-up pass from the sign-in; a signed-in admin sends their admin token instead. */
  pass?: string;
  /** The admin token the confirmation answers. */
  onDone: (token: string) => void;
}

/**
 * Setting up the second factor: a new secret, shown this once as a link an authenticator app opens and as text to type
 * in, then a code from the app to confirm it.
 */
export function SecondFactorSetup({ pass, onDone }: SecondFactorSetupProps) {
  const [begin, enrolment] = useBeginSecondFactorMutation();
  const [confirm] = useConfirmSecondFactorMutation();
  const form = useContractForm(secondFactorCodeInput, { code: '' });
  useEffect(() => {
    void begin({ pass });
  }, [begin, pass]);

  if (enrolment.isLoading || enrolment.isUninitialized) return <Spinner label="Making your secret" />;
  if (!enrolment.data) {
    const message = enrolment.error
      ? errorMessage(enrolment.error as FetchBaseQueryError, 'The set-up could not start')
      : 'The set-up could not start';
    return <ErrorFallback title={message} onRetry={() => void begin({ pass })} />;
  }
  const { secret, uri } = enrolment.data;
  const onSubmit = form.submit(async ({ code }) => {
    const result = await confirm({ code, pass });
    if (result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'The code could not be checked: please try again');
    if (result.data.status === 'signed-in') onDone(result.data.token);
  });
  return (
    <form className="adm-login__form" onSubmit={onSubmit} noValidate aria-label="Set up the second factor">
      <ol className="adm-login__steps">
        <li>
          In your authenticator app, add an account with <a href={uri}>this link</a> (on this device), or type in the
          key:
          <code className="adm-login__secret" aria-label="Secret key">
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
          It is shown only now.
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <FormField
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        {...form.field('code')}
      />
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      <SubmitButton pending={form.pending} pendingLabel="Checking...">
        Turn on
      </SubmitButton>
    </form>
  );
}
