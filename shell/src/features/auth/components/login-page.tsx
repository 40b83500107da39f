import { Link, useLocation } from 'react-router-dom';
import { loginInput } from '@easel/contracts';
import { useLoginMutation } from '../../account-api/login';
import { failureMessage } from '../../account-api/failure-message';
import { intentQuery } from '../landing';
import { useAuthForm } from '../use-auth-form';
import { useSignIn } from '../use-sign-in';
import { check } from '../validation';
import { AuthCard } from './auth-card';
import { FormMessage } from './form-message';
import { GoogleSignIn } from './google-sign-in';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** /login, optionally ?publish=true (spec §2): e-mail and password, or Google. */
export function LoginPage() {
  const { search } = useLocation();
  const [login] = useLoginMutation();
  const signIn = useSignIn();
  const form = useAuthForm({ email: '', password: '' });

  const onSubmit = form.submitWith(
    (values) => check(loginInput, values),
    async (input) => {
      const result = await login(input);
      if (result.error) return failureMessage(result.error);
      signIn(result.data);
    },
  );

  return (
    <AuthCard
      title="Log in"
      intro="Welcome back. Log in to buy, bookmark and publish your art."
      footer={
        <>
          New here? <Link to={`/register${intentQuery(search)}`}>Create an account</Link>
        </>
      }
    >
      <form className="shl-form" onSubmit={onSubmit} noValidate aria-label="Log in">
        {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
        <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          aside={
            <Link className="shl-link shl-link--small" to="/forget-password">
              Forgot your password?
            </Link>
          }
          {...form.field('password')}
        />
        <SubmitButton pending={form.pending} label="Log in" pendingLabel="Logging in..." />
      </form>
      <p className="shl-divider">
        <span>or</span>
      </p>
      <GoogleSignIn />
    </AuthCard>
  );
}
