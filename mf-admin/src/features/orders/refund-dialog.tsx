import type { AdminActionInput, AdminOrderDetail } from '@easel/contracts';
import { refundedTo } from '@easel/contracts';
import { ReasonDialog } from '../../shared/reason-dialog';

interface RefundDialogProps {
  order: AdminOrderDetail;
  /** Sends the refund; resolves to the server's refusal, shown in the dialog, or nothing once done. */
  onConfirm: (input: AdminActionInput) => Promise<string | void>;
  onClose: () => void;
}

/** A refund says where the money goes and asks why before it is sent: the reason goes to the audit log. */
export function RefundDialog({ order, onConfirm, onClose }: RefundDialogProps) {
  const { payment } = order;
  const goesBack = refundedTo({ ...payment, total: payment.card, giftCode: payment.giftCode ?? undefined }).replace(
    /your /g,
    "the buyer's ",
  );
  return (
    <ReasonDialog
      title={`Refund order ${order.orderNumber}`}
      about={`The whole order is refunded through the payment provider: ${goesBack}. The buyer is told by e-mail${
        order.status === 'paid'
          ? ', and its works go back on sale.'
          : '; its works stay sold, as they have been shipped.'
      }`}
      confirmLabel="Refund"
      pendingLabel="Refunding…"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
