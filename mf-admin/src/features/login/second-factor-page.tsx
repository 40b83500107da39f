import { adminActionInput, secondFactorCodeInput } from '@easel/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useOutletContext } from 'react-router-dom';
import type { AdminProfile } from '@easel/contracts';
import { errorMessage, STORAGE_KEYS } from '@easel/store';
import { FormField, FormMessage, notify, SubmitButton, useContractForm } from '@easel/ui';
import { useDispatch } from 'react-redux';
import { adminApi } from '../../app/admin-api';
import { useTurnOffSecondFactorMutation } from './login-api';
import { SecondFactorSetup } from './second-factor-setup';
import './login.css';

const turnOffInput = secondFactorCodeInput.extend(adminActionInput.shape);

/** /admin/second-factor: the signed-in admin's own second factor: set it up, or turn it off (not an owner). */
export function SecondFactorPage() {
  const admin = useOutletContext<AdminProfile>();
  const dispatch = useDispatch();
  // The admin changed: the area reads them (and all it shows) again.
  const refresh = () => dispatch(adminApi.util.resetApiState());
  return (
    <section className="adm-login__card" aria-labelledby="adm-second-factor-title">
      <h1 id="adm-second-factor-title">Second factor</h1>
      {!admin.totpEnabled && (
        <>
          <p className="adm-login__intro">
            Off. With it on, signing in also asks for a code from your authenticator app.
          </p>
          <SecondFactorSetup
            onDone={(token) => {
              localStorage.setItem(STORAGE_KEYS.admintoken, token);
              notify.success('Your second factor is on');
              refresh();
            }}
          />
        </>
      )}
      {admin.totpEnabled && admin.role === 'owner' && (
        <p className="adm-login__intro">
          On. Owners keep it: if your phone is lost, another owner can reset it at Admins.
        </p>
      )}
      {admin.totpEnabled && admin.role !== 'owner' && <TurnOff onDone={refresh} />}
    </section>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const [turnOff] = useTurnOffSecondFactorMutation();
  const form = useContractForm(turnOffInput, { code: '', reason: '' });
  const onSubmit = form.submit(async (input) => {
    const result = await turnOff(input);
    if (result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'It could not be turned off: please try again');
    notify.success('Your second factor is off');
    onDone();
  });
  return (
    <form className="adm-login__form" onSubmit={onSubmit} noValidate aria-label="Turn off the second factor">
      <p className="adm-login__intro">On. To turn it off, enter a current code and say why.</p>
      <FormField
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        {...form.field('code')}
      />
      <FormField as="textarea" label="Reason" rows={2} {...form.field('reason')} />
      {form.failure && <FormMessage>{form.failure}</FormMessage>}
      <SubmitButton pending={form.pending} pendingLabel="Turning off...">
        Turn off
      </SubmitButton>
    </form>
  );
}
