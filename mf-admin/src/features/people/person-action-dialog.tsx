import type { AdminActionInput } from '@easel/contracts';
import { ReasonDialog } from '../../shared/reason-dialog';

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
  onConfirm: (input: AdminActionInput) => Promise<string | void>;
  onClose: () => void;
}

/** Every action on an account asks why before it is sent: the reason goes to the audit log. */
export function PersonActionDialog({ text, onConfirm, onClose }: PersonActionDialogProps) {
  return (
    <ReasonDialog
      title={text.label}
      about={text.about}
      confirmLabel={text.label}
      pendingLabel={text.pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
