import { useState } from 'react';
import { isLoggedIn } from '@easel/store';
import { lazyPart } from '@easel/ui';
import { goToLogin } from '../go-to-login';
import type { ReportTarget } from './report-dialog';
// With the button, not the dialog: the dialog's code (and dialog.css) comes only when it is opened.
import './report-button.css';

// Its code is fetched when the pointer or focus comes to the button, or at the latest on the first press: every art
// page shows the button, few visitors report.
const ReportDialog = lazyPart(() => import('./report-dialog').then((module) => module.ReportDialog));

/** Report a comment or an artwork to the moderators, with a reason; a visitor signs in first and comes back. */
export function ReportButton({ target, className }: { target: ReportTarget; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={ReportDialog.preload}
        onFocus={ReportDialog.preload}
        onClick={() => (isLoggedIn() ? setOpen(true) : goToLogin())}
      >
        {target.kind === 'comment' ? 'Report' : 'Report this artwork'}
      </button>
      {open && <ReportDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}
