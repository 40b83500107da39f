import { adminPulseRecomputeInput, type AdminPulseRecomputeInput } from '@easel/contracts/src/admin-pulse';
import { Button, FormField, FormMessage, Modal, SubmitButton, useContractForm } from '@easel/ui';

interface PulseReasonDialogProps {
  title: string;
  about: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Sends the action; resolves to the server's refusal, shown in the dialog, or nothing once done. */
  onConfirm: (input: AdminPulseRecomputeInput) => Promise<string | void>;
  onClose: () => void;
}

/** A Pulse action asks why before it is sent: the reason goes to the audit log. */
export function PulseReasonDialog({ title, about, confirmLabel, pendingLabel, onConfirm, onClose }: PulseReasonDialogProps) {
  const form = useContractForm(adminPulseRecomputeInput, { reason: '' });
  return (
    <Modal title={title} onClose={onClose}>
      <form className="adm-pulse__dialog" noValidate onSubmit={form.submit(onConfirm)}>
        <p>{about}</p>
        <FormField as="textarea" label="Reason" rows={3} {...form.field('reason')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <div className="adm-pulse__dialog-actions">
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
