import { Button } from '@easel/ui';

/** The form's one submit button: disabled, with its pending label, while the call is on its way. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" className="shl-auth__submit" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
