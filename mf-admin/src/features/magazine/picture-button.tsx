import { useState, type FormEvent } from 'react';
import type { BaseSelection } from 'slate';
import { Transforms } from 'slate';
import { useSlateStatic } from 'slate-react';
import { Button, FormField, ImageIcon, Modal } from '@easel/ui';
import { insertImage, ToolbarButton, useToolbarAction } from '@easel/ui/rich-text';
import { PictureField } from './picture-field';

const DESCRIBE_THE_PICTURE = 'Please describe the picture for readers who cannot see it';
const CHOOSE_A_PICTURE = 'Please choose a picture';

/** The article toolbar's Picture: upload one, describe it, and it takes its own line after the selected one. */
export function PictureButton() {
  const editor = useSlateStatic();
  const act = useToolbarAction();
  // The dialog takes the focus (and the editor's selection with it): where the picture goes is remembered first.
  const [placing, setPlacing] = useState<BaseSelection | undefined>();
  return (
    <>
      <ToolbarButton label="Picture" onClick={() => setPlacing(editor.selection)}>
        <ImageIcon size={18} />
      </ToolbarButton>
      {placing !== undefined && (
        <PictureDialog
          onClose={() => setPlacing(undefined)}
          onInsert={(url, alt) => {
            setPlacing(undefined);
            act(() => {
              if (placing) Transforms.select(editor, placing);
              insertImage(editor, url, alt);
            });
          }}
        />
      )}
    </>
  );
}

function PictureDialog({ onInsert, onClose }: { onInsert: (url: string, alt: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const problems = { url: url ? undefined : CHOOSE_A_PICTURE, alt: alt.trim() ? undefined : DESCRIBE_THE_PICTURE };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries the submit through the portal to the article's own form, which would save the draft.
    event.stopPropagation();
    setTried(true);
    if (!busy && !problems.url && !problems.alt) onInsert(url, alt.trim());
  };
  return (
    <Modal title="Add a picture" onClose={onClose}>
      <form onSubmit={submit} className="ui-modal__form" noValidate>
        <PictureField
          label="Picture"
          hint="JPEG, PNG or WebP. It takes the column's width."
          value={url}
          onUploaded={setUrl}
          onBusy={setBusy}
          message={tried ? problems.url : undefined}
        />
        <FormField
          label="Description"
          hint="What the picture shows, read out to readers who cannot see it."
          value={alt}
          maxLength={200}
          message={tried ? problems.alt : undefined}
          onChange={(event) => setAlt(event.target.value)}
        />
        <div className="ui-modal__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Add the picture
          </Button>
        </div>
      </form>
    </Modal>
  );
}
