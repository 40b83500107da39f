import { useState } from 'react';
import { Button, Modal } from '@easel/ui';
import { useDeleteCommentMutation } from '../api/comments-api';
import '../../../shared/dialog.css';

/** The author's Delete, asked once more before the comment goes. */
export function DeleteComment({ slug, commentId }: { slug: string; commentId: string }) {
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading }] = useDeleteCommentMutation();
  const confirm = async () => {
    const result = await remove({ slug, commentId });
    // Deleted, the comment leaves the list and this with it; refused, the toast says why.
    if (result.error) setAsking(false);
  };
  return (
    <>
      <button type="button" className="cmy-comment__action" onClick={() => setAsking(true)}>
        Delete
      </button>
      {asking && (
        <Modal title="Delete this comment?" onClose={() => setAsking(false)} className="cmy-dialog">
          <p className="cmy-dialog__text">It will be gone for everyone, with its upvotes.</p>
          <div className="cmy-dialog__actions">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep it
            </Button>
            <Button onClick={() => void confirm()} disabled={isLoading}>
              {isLoading ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
