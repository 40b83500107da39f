import { useId, type ChangeEvent } from 'react';
import { Avatar, Button } from '@easel/ui';
import type { AvatarUpload } from '../hooks/use-avatar-upload';

interface AvatarFieldProps {
  name: string;
  /** the saved or just uploaded picture's address; '' for none */
  value: string;
  upload: AvatarUpload;
  message?: string | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** The profile picture: what it looks like now, a button to choose another, the upload's progress bar, and its refusal. */
export function AvatarField({ name, value, upload, message, onChoose, onRemove }: AvatarFieldProps) {
  const id = useId();
  const refusal = upload.error ?? message;
  const shown = upload.preview ?? (value || null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChoose(file);
    event.target.value = ''; // the same file may be chosen again after a refusal
  };
  return (
    <fieldset className="art-avatar-field">
      <legend>Profile picture</legend>
      <Avatar src={shown} name={`Profile picture of ${name}`} size={96} />
      <div className="art-avatar-field__controls">
        <label className="art-account__button art-avatar-field__choose">
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="art-avatar-field__input"
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-message` : undefined}
            onChange={choose}
          />
          {shown ? 'Choose another picture' : 'Choose a picture'}
        </label>
        {shown && upload.percent === null && (
          <Button type="button" variant="secondary" onClick={onRemove}>
            Remove picture
          </Button>
        )}
        {upload.percent !== null && (
          <div className="art-avatar-field__progress">
            <progress max={100} value={upload.percent} aria-label="Uploading your picture" />
            <span aria-live="polite">{upload.percent}%</span>
          </div>
        )}
        {refusal && (
          <p id={`${id}-message`} className="ui-field__message" role="alert">
            {refusal}
          </p>
        )}
      </div>
    </fieldset>
  );
}
