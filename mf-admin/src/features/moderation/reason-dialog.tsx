import { moderationActionInput, type ModerationActionInput } from '@easel/contracts/src/admin-moderation';
import { Button, FormField, FormMessage, Modal, SubmitButton, useContractForm } from '@easel/ui';

interface ReasonDialogProps {
  title: string;
  /** what the action does, in a sentence above the reason */
  about: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Sends the action; resolves to the server's refusal, shown in the dialog, or nothing once done. */
  onConfirm: (input: ModerationActionInput) => Promise<string | void>;
  onClose: () => void;
}

/** Every moderation action asks why before it is sent: the reason goes to the audit log (and to a hidden work's owner). */
export function ReasonDialog({ title, about, confirmLabel, pendingLabel, onConfirm, onClose }: ReasonDialogProps) {
  const form = useContractForm(moderationActionInput, { reason: '' });
  return (
    <Modal title={title} onClose={onClose}>
      <form className="adm-moderation__dialog" noValidate onSubmit={form.submit(onConfirm)}>
        <p>{about}</p>
        <FormField as="textarea" label="Reason" rows={3} {...form.field('reason')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <div className="adm-moderation__dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
