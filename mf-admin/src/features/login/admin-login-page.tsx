import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { adminLoginInput, secondFactorCodeInput, type AdminLoginInput } from '@easel/contracts';
import { errorMessage, isAdminLoggedIn, STORAGE_KEYS } from '@easel/store';
import { Button, FormField, FormMessage, SubmitButton, useContractForm } from '@easel/ui';
import { useAdminLoginMutation } from './login-api';
import { SecondFactorSetup } from './second-factor-setup';
import './login.css';

/** Where a signed-in admin goes: the admin page they were sent from (?next=), else the dashboard. */
function useAfterSignIn() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = search.get('next') ?? '';
  const target = /^\/admin(\/|$)/.test(next) && !next.startsWith('/admin/login') ? next : '/admin';
  return {
    target,
    /** Keeps only the admin token: a user's session (`token`) in the same browser is left as it is. */
    signIn: (token: string) => {
      localStorage.setItem(STORAGE_KEYS.admintoken, token);
      navigate(target, { replace: true });
    },
  };
}

type Step = { name: 'password' } | { name: 'code'; credentials: AdminLoginInput } | { name: 'enrolment'; pass: string };

/** /admin/login: e-mail and password, then the authenticator code where the admin has one; an owner without one sets it up first. */
export function AdminLoginPage() {
  const { target, signIn } = useAfterSignIn();
  const [step, setStep] = useState<Step>({ name: 'password' });
  if (isAdminLoggedIn()) return <Navigate to={target} replace />;
  return (
    <section className="adm-login" aria-labelledby="adm-login-title">
      <div className="adm-login__card">
        <h1 id="adm-login-title">Admin login</h1>
        {step.name === 'password' && (
          <PasswordStep
            onCode={(credentials) => setStep({ name: 'code', credentials })}
            onEnrol={(pass) => setStep({ name: 'enrolment', pass })}
            onSignedIn={signIn}
          />
        )}
        {step.name === 'code' && (
          <CodeStep credentials={step.credentials} onSignedIn={signIn} onBack={() => setStep({ name: 'password' })} />
        )}
        {step.name === 'enrolment' && (
          <>
            <p className="adm-login__intro">
              As an owner you need a second factor before anything else. Set one up with any authenticator app.
            </p>
            <SecondFactorSetup pass={step.pass} onDone={signIn} />
          </>
        )}
      </div>
    </section>
  );
}

function PasswordStep({
  onCode,
  onEnrol,
  onSignedIn,
}: {
  onCode: (credentials: AdminLoginInput) => void;
  onEnrol: (pass: string) => void;
  onSignedIn: (token: string) => void;
}) {
  const [login] = useAdminLoginMutation();
  const form = useContractForm(adminLoginInput, { email: '', password: '' });
  const onSubmit = form.submit(async (credentials) => {
    const result = await login(credentials);
    if (result.error) return errorMessage(result.error as FetchBaseQueryError, 'Signing in failed: please try again');
    if (result.data.status === 'code-required') onCode(credentials);
    else if (result.data.status === 'enrolment-required') onEnrol(result.data.token);
    else onSignedIn(result.data.token);
  });
  return (
    <form className="adm-login__form" onSubmit={onSubmit} noValidate aria-label="Admin login">
      <p className="adm-login__intro">Where Easel’s team signs in to look after the marketplace.</p>
      <FormField
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      <SubmitButton pending={form.pending} pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
    </form>
  );
}

function CodeStep({
  credentials,
  onSignedIn,
  onBack,
}: {
  credentials: AdminLoginInput;
  onSignedIn: (token: string) => void;
  onBack: () => void;
}) {
  const [login] = useAdminLoginMutation();
  const form = useContractForm(secondFactorCodeInput, { code: '' });
  const onSubmit = form.submit(async ({ code }) => {
    const result = await login({ ...credentials, code });
    if (result.error) return errorMessage(result.error as FetchBaseQueryError, 'Signing in failed: please try again');
    if (result.data.status === 'signed-in') onSignedIn(result.data.token);
  });
  return (
    <form className="adm-login__form" onSubmit={onSubmit} noValidate aria-label="Second factor">
      <p className="adm-login__intro">Enter the 6-digit code your authenticator app shows for {credentials.email}.</p>
      <FormField
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        required
        {...form.field('code')}
      />
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      <SubmitButton pending={form.pending} pendingLabel="Checking...">
        Sign in
      </SubmitButton>
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
