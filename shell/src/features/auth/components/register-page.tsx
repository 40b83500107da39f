import { Link, useLocation } from 'react-router-dom';
import { registerInput } from '@easel/contracts';
import { failureMessage } from '../../account-api/failure-message';
import { useRegisterMutation } from '../../account-api/register';
import { intentQuery, wantsToPublish } from '../landing';
import { useAuthForm } from '../use-auth-form';
import { useSignIn } from '../use-sign-in';
import { check } from '../validation';
import { AuthCard } from './auth-card';
import { FormMessage } from './form-message';
import { RoleChoice } from './role-choice';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** /register, optionally ?artist=true or ?publish=true, which start with "I'm an artist" chosen (spec §2). */
export function RegisterPage() {
  const { search } = useLocation();
  const artistFirst = new URLSearchParams(search).get('artist') === 'true' || wantsToPublish(search);
  const [register] = useRegisterMutation();
  const signIn = useSignIn();
  const form = useAuthForm({ role: artistFirst ? 'user' : 'customer', firstName: '', lastName: '', artistName: '', email: '', password: '' });
  const isArtist = form.values.role === 'user';

  const onSubmit = form.submitWith(
    ({ artistName, ...values }) => check(registerInput, isArtist ? { ...values, artistName } : values),
    async (input) => {
      const result = await register(input);
      if (result.error) return failureMessage(result.error);
      signIn(result.data);
    },
  );

  return (
    <AuthCard
      title="Create your account"
      wide
      intro="Collect original art, or publish and sell your own."
      footer={
        <>
          Already have an account? <Link to={`/login${intentQuery(search)}`}>Log in</Link>
        </>
      }
    >
      <form className="shl-form" onSubmit={onSubmit} noValidate aria-label="Create your account">
        {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
        <RoleChoice value={isArtist ? 'user' : 'customer'} onChange={(role) => form.setValues((values) => ({ ...values, role }))} />
        <div className="shl-form__row">
          <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        </div>
        {isArtist && <TextField label="Artist name" hint="Shown on your artist page and on every artwork you publish." autoComplete="nickname" required {...form.field('artistName')} />}
        <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." required {...form.field('password')} />
        <SubmitButton pending={form.pending} label="Create account" pendingLabel="Creating account..." />
      </form>
    </AuthCard>
  );
}
