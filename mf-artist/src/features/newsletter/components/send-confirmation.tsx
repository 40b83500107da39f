import { Button, Modal } from '@easel/ui';

const followersText = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;

/** "Send to N followers?": the last step before the mails go; a newsletter cannot be called back. */
export function SendConfirmation({
  followers,
  sending,
  onSend,
  onClose,
}: {
  followers: number;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={`Send to ${followersText(followers)}?`} onClose={onClose} className="art-newsletter__confirm">
      <p>Each of them gets it by e-mail, with a link to unsubscribe. A sent newsletter cannot be called back.</p>
      <div className="art-newsletter__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSend} disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </Modal>
  );
}
