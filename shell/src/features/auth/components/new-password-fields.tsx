import type { ComponentPropsWithRef } from 'react';
import { FormField } from '@easel/ui';

/** What useContractForm's field(name) gives a control. */
type FieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & { message?: string | undefined };

/** A new password typed twice, as the reset and change-password pages ask for it. */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        {...password}
      />
      <FormField label="Confirm new password" type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
