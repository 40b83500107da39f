import type { ReactNode } from 'react';

/** A form's outcome: a failure is an alert (read out at once), a success a polite status. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`shl-form-message shl-form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
