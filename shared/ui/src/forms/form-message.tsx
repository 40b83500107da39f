import type { ReactNode } from 'react';
import './form-message.css';

/** A form's outcome beside it: a refusal is an alert (read out at once), a success a polite status. */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`ui-form-message ui-form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
