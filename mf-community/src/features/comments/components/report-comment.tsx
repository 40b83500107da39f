import { useId, useState, type FormEvent } from 'react';
import { REPORT_REASON_MAX, REPORT_RECEIVED, reportInput } from '@easel/contracts/src/community';
import { Button, Modal, notify } from '@easel/ui';
import { useReportMutation } from '../api/comments-api';

/** Report a comment to the moderators, with a reason (signed-in readers only). */
export function ReportComment({ slug, commentId }: { slug: string; commentId: string }) {
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
    const parsed = reportInput.safeParse({ kind: 'comment', artSlug: slug, commentId, reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please tell us why');
    const result = await report(parsed.data);
    if (result.error) return; // the server's message is the call's toast
    notify.success(REPORT_RECEIVED);
    close();
  };
  return (
    <>
      <button type="button" className="cmy-comment__action" onClick={() => setOpen(true)}>
        Report
      </button>
      {open && (
        <Modal title="Report this comment" onClose={close} className="cmy-dialog">
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
              <p id={problemId} className="cmy-editor__problem" role="alert">
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
