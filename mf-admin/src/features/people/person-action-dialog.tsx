import { personActionInput, type PersonActionInput } from '@easel/contracts/src/admin-people';
import { Button, FormField, FormMessage, Modal, SubmitButton, useContractForm } from '@easel/ui';

export interface PersonActionText {
  label: string;
  pending: string;
  /** what the action does, in a sentence above the reason */
  about: string;
  done: string;
}

interface PersonActionDialogProps {
  text: PersonActionText;
  /** Sends the action; resolves to the server's refusal, shown in the dialog, or nothing once done. */
  onConfirm: (input: PersonActionInput) => Promise<string | void>;
  onClose: () => void;
}

/** Every action on an account asks why before it is sent: the reason goes to the audit log. */
export function PersonActionDialog({ text, onConfirm, onClose }: PersonActionDialogProps) {
  const form = useContractForm(personActionInput, { reason: '' });
  return (
    <Modal title={text.label} onClose={onClose}>
      <form className="adm-people__dialog" noValidate onSubmit={form.submit(onConfirm)}>
        <p>{text.about}</p>
        <FormField as="textarea" label="Reason" rows={3} {...form.field('reason')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <div className="adm-people__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={form.pending} pendingLabel={text.pending}>
            {text.label}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
