import type { ButtonHTMLAttributes } from 'react';
import { Button } from '../components/button';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** True while the form is being sent: the button is disabled and says so. */
  pending: boolean;
  pendingLabel: string;
}

/** A form's submit button: disabled, with its pending label ("Publishing…"), while the form is on its way. */
export function SubmitButton({ pending, pendingLabel, children, ...button }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined} {...button}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
