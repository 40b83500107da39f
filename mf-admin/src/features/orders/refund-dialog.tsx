import { adminRefundInput, type AdminOrderDetail, type AdminRefundInput } from '@easel/contracts/src/admin-orders';
import { refundedTo } from '@easel/contracts/src/commerce';
import { Button, FormField, FormMessage, Modal, SubmitButton, useContractForm } from '@easel/ui';

interface RefundDialogProps {
  order: AdminOrderDetail;
  /** Sends the refund; resolves to the server's refusal, shown in the dialog, or nothing once done. */
  onConfirm: (input: AdminRefundInput) => Promise<string | void>;
  onClose: () => void;
}

/** A refund says where the money goes and asks why before it is sent: the reason goes to the audit log. */
export function RefundDialog({ order, onConfirm, onClose }: RefundDialogProps) {
  const form = useContractForm(adminRefundInput, { reason: '' });
  const { payment } = order;
  const goesBack = refundedTo({ ...payment, total: payment.card, giftCode: payment.giftCode ?? undefined }).replace(/your /g, "the buyer's ");
  return (
    <Modal title={`Refund order ${order.orderNumber}`} onClose={onClose}>
      <form className="adm-orders__dialog" noValidate onSubmit={form.submit(onConfirm)}>
        <p>
          The whole order is refunded through the payment provider: {goesBack}. The buyer is told by e-mail
          {order.status === 'paid' ? ', and its works go back on sale.' : '; its works stay sold, as they have been shipped.'}
        </p>
        <FormField as="textarea" label="Reason" rows={3} {...form.field('reason')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <div className="adm-orders__dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={form.pending} pendingLabel="Refunding…">
            Refund
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
