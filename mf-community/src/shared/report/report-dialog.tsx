import { useId, useState, type FormEvent } from 'react';
import { REPORT_REASON_MAX, REPORT_RECEIVED, friendlyParse } from '@easel/contracts';
import { Button, Modal, notify } from '@easel/ui';
import { useReportMutation } from './report-api';
import '../dialog.css';

/** What is reported: a comment of an artwork, or the artwork itself. */
export type ReportTarget =
  { kind: 'comment'; artSlug: string; commentId: string } | { kind: 'artwork'; artSlug: string };

/** The reason for a report, asked in a dialog and sent to the moderators; their thanks closes it. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { isLoading }] = useReportMutation();
  const reasonId = useId();
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) is fetched on the first report, not with every page that shows the button.
    const { reportInput } = await import('@easel/contracts');
    const parsed = friendlyParse(reportInput, { ...target, reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please tell us why');
    const result = await report(parsed.data);
    if (result.error) return; // the server's message is the call's toast
    notify.success(REPORT_RECEIVED);
    onClose();
  };
  return (
    <Modal title={`Report this ${target.kind}`} onClose={onClose} className="cmy-dialog">
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
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send report'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
