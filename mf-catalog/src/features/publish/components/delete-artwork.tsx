import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ArtworkDetail } from '@easel/contracts';
import { Button, Modal, notify } from '@easel/ui';
import { useDeleteArtworkMutation } from '../api/delete-artwork';

/** "Delete artwork", confirmed in a dialog; afterwards the artist lands on their works, the Gallery of their artist page. */
export function DeleteArtwork({ art }: { art: ArtworkDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useDeleteArtworkMutation();
  const navigate = useNavigate();

  const confirm = async () => {
    // A refusal is the base query's toast; the dialog stays open to try again or cancel.
    if ((await remove(art.slug)).error) return;
    notify.success('Artwork deleted');
    navigate(`/artist/${art.user.slug}#Gallery`);
  };

  return (
    <>
      <Button variant="secondary" className="cat-publish__delete" onClick={() => setConfirming(true)}>
        Delete artwork
      </Button>
      {confirming && (
        <Modal title="Delete this artwork?" onClose={() => setConfirming(false)} className="cat-publish__confirm">
          <p>
            “{art.title}” and its pictures leave Easel for good: collectors can no longer find, buy or bookmark it. This
            cannot be undone.
          </p>
          <div className="cat-publish__actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              className="cat-publish__delete-now"
              onClick={confirm}
              disabled={isLoading}
              aria-busy={isLoading || undefined}
            >
              {isLoading ? 'Deleting…' : 'Delete artwork'}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
