import { lockedMessage, type LockedFeature } from '@easel/contracts';
import { Button, Modal, PageLink } from '@easel/ui';
import './unlock-popup.css';

/** Spec §9's locked popup: the message, Cancel, and Add Artwork (to /publish). */
export function UnlockPopup({ feature, onClose }: { feature: LockedFeature; onClose: () => void }) {
  return (
    <Modal
      title={feature === 'giftcards' ? 'Gift cards are locked' : 'The newsletter is locked'}
      onClose={onClose}
      className="art-unlock"
    >
      <p>{lockedMessage(feature)}</p>
      <div className="art-unlock__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <PageLink href="/publish" className="ui-button ui-button--primary">
          Add Artwork
        </PageLink>
      </div>
    </Modal>
  );
}
