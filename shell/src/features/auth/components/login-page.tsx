import { Link, useLocation } from 'react-router-dom';
import { loginInput } from '@easel/contracts';
import { FormField, SubmitButton, useContractForm } from '@easel/ui';
import { useLoginMutation } from '../api/login';
import { intentQuery } from '../landing';
import { useSignIn } from '../use-sign-in';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { SignedOutOnly } from './signed-out-only';

/** /login, optionally ?publish=true (spec §2): e-mail and password, or Google. */
export function LoginPage() {
  return (
    <SignedOutOnly>
      <LoginForm />
    </SignedOutOnly>
  );
}

function LoginForm() {
  const { search } = useLocation();
  const [login] = useLoginMutation();
  const signIn = useSignIn();
  const form = useContractForm(loginInput, { email: '', password: '' });

  const onSubmit = form.submit(async (input) => {
    const result = await login(input);
    if (result.error) return; // the refusal is the call's one toast (spec §8)
    signIn(result.data);
  });

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
        <FormField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <FormField
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
        <SubmitButton className="shl-auth__submit" pending={form.pending} pendingLabel="Logging in...">
          Log in
        </SubmitButton>
      </form>
      <p className="shl-divider">
        <span>or</span>
      </p>
      <GoogleSignIn />
    </AuthCard>
  );
}
