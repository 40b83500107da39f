import type { AdminActionInput, FailedDelivery } from '@easel/contracts';
import { ReasonDialog } from '../../shared/reason-dialog';

interface RetryDialogProps {
  delivery: FailedDelivery;
  onConfirm: (input: AdminActionInput) => Promise<string | void>;
  onClose: () => void;
}

/** A retry says what is sent again, and asks why. */
export function RetryDialog({ delivery, onConfirm, onClose }: RetryDialogProps) {
  return (
    <ReasonDialog
      title="Retry the delivery"
      about={`The ${delivery.service} service delivers “${delivery.type}” again at once, rather than after its wait. Retry once the cause of “${delivery.lastError ?? 'the failure'}” is fixed.`}
      confirmLabel="Retry"
      pendingLabel="Retrying…"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
