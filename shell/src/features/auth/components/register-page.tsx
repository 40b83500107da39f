import { Link, useLocation } from 'react-router-dom';
import { registerInput } from '@easel/contracts';
import { FormField, loadProductConfig, notify, SubmitButton, useContractForm } from '@easel/ui';
import { useRegisterMutation } from '../api/register';
import { homeAfterRegistering, intentQuery, wantsToPublish } from '../landing';
import { useSignIn } from '../use-sign-in';
import { AuthCard } from './auth-card';
import { RoleChoice } from './role-choice';
import { SignedOutOnly } from './signed-out-only';

/** /register, optionally ?artist=true or ?publish=true, which start with "I'm an artist" chosen (spec §2). */
export function RegisterPage() {
  return (
    <SignedOutOnly>
      <RegisterForm />
    </SignedOutOnly>
  );
}

function RegisterForm() {
  const { search } = useLocation();
  const artistFirst = new URLSearchParams(search).get('artist') === 'true' || wantsToPublish(search);
  const [register] = useRegisterMutation();
  const signIn = useSignIn();
  const form = useContractForm(
    registerInput,
    { role: artistFirst ? 'user' : 'customer', firstName: '', lastName: '', artistName: '', email: '', password: '' },
    // A collector has no artist name: whatever was typed before switching is neither checked nor sent.
    { toInput: ({ artistName, ...values }) => (values.role === 'user' ? { ...values, artistName } : values) },
  );
  const isArtist = form.watch('role') === 'user';

  const onSubmit = form.submit(async (input) => {
    const result = await register(input);
    if (result.error) return; // the refusal is the call's one toast (spec §8)
    signIn(result.data, homeAfterRegistering(result.data.user));
    const { productName } = await loadProductConfig();
    notify.success(`Welcome to ${productName}, ${result.data.user.firstName}: your account is ready.`);
  });

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
        <RoleChoice value={isArtist ? 'user' : 'customer'} onChange={(role) => form.setValue('role', role)} />
        <div className="shl-form__row">
          <FormField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
          <FormField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        </div>
        {isArtist && (
          <FormField
            label="Artist name"
            hint="Shown on your artist page and on every artwork you publish."
            autoComplete="nickname"
            required
            {...form.field('artistName')}
          />
        )}
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
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          {...form.field('password')}
        />
        <SubmitButton className="shl-auth__submit" pending={form.pending} pendingLabel="Creating account...">
          Create account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
