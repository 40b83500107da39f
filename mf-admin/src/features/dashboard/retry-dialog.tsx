import { outboxRetryInput } from '@easel/contracts/src/admin-dashboard';
import { Button, FormField, FormMessage, Modal, SubmitButton, useContractForm } from '@easel/ui';
import type { FailedDelivery } from '@easel/contracts/src/admin-dashboard';

interface RetryDialogProps {
  delivery: FailedDelivery;
  /** Sends the retry; resolves to the server's refusal, shown in the dialog, or nothing once done. */
  onConfirm: (input: { reason: string }) => Promise<string | void>;
  onClose: () => void;
}

/** A retry asks why before it is sent: the reason goes to the audit log. */
export function RetryDialog({ delivery, onConfirm, onClose }: RetryDialogProps) {
  const form = useContractForm(outboxRetryInput, { reason: '' });
  return (
    <Modal title="Retry the delivery" onClose={onClose}>
      <form className="adm-dashboard__dialog" noValidate onSubmit={form.submit(onConfirm)}>
        <p>
          The {delivery.service} service delivers “{delivery.type}” again at once, rather than after its wait. Retry once the cause of “
          {delivery.lastError ?? 'the failure'}” is fixed.
        </p>
        <FormField as="textarea" label="Reason" rows={3} {...form.field('reason')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <div className="adm-dashboard__dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={form.pending} pendingLabel="Retrying…">
            Retry
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
