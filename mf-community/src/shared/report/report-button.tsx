import { useId, useState, type FormEvent } from 'react';
import { REPORT_REASON_MAX, REPORT_RECEIVED } from '@easel/contracts/src/community-values';
import { Button, Modal, notify } from '@easel/ui';
import { isLoggedIn } from '@easel/store';
import { goToLogin } from '../go-to-login';
import { useReportMutation } from './report-api';
import '../dialog.css';

/** What is reported: a comment of an artwork, or the artwork itself. */
type ReportTarget = { kind: 'comment'; artSlug: string; commentId: string } | { kind: 'artwork'; artSlug: string };

/** Report a comment or an artwork to the moderators, with a reason; a visitor signs in first and comes back. */
export function ReportButton({ target, className }: { target: ReportTarget; className: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { isLoading }] = useReportMutation();
  const reasonId = useId();
  const problemId = useId();

  const close = () => {
    setOpen(false);
    setReason('');
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) is fetched on the first report, not with every page that shows the button.
    const { reportInput } = await import('@easel/contracts/src/community');
    const parsed = reportInput.safeParse({ ...target, reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please tell us why');
    const result = await report(parsed.data);
    if (result.error) return; // the server's message is the call's toast
    notify.success(REPORT_RECEIVED);
    close();
  };
  return (
    <>
      <button type="button" className={className} onClick={() => (isLoggedIn() ? setOpen(true) : goToLogin())}>
        {target.kind === 'comment' ? 'Report' : 'Report this artwork'}
      </button>
      {open && (
        <Modal title={`Report this ${target.kind}`} onClose={close} className="cmy-dialog">
          <form className="cmy-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
            <label htmlFor={reasonId}>Why should our moderators look at it?</label>
            <textarea
              id={reasonId}
              className="cmy-dialog__reason"
              rows={4}
              maxLength={REPORT_REASON_MAX}
              value={reason}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {problem && (
              <p id={problemId} className="cmy-dialog__problem" role="alert">
                {problem}
              </p>
            )}
            <div className="cmy-dialog__actions">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={isLoading}>
                {isLoading ? 'Sending...' : 'Send report'}
              </Button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
