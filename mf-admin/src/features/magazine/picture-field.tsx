import { useEffect, useId } from 'react';
import { PICTURE_TYPES, usePictureUpload } from './use-picture-upload';

interface PictureFieldProps {
  label: string;
  hint: string;
  /** the stored picture's address; '' for none yet */
  value: string;
  onUploaded: (url: string) => void;
  onBusy?: (busy: boolean) => void;
  /** the form's refusal of the field */
  message?: string | undefined;
}

/** A magazine picture (the cover, or one in the text): the chosen file is sent at once, with its progress and its refusal. */
export function PictureField({ label, hint, value, onUploaded, onBusy, message }: PictureFieldProps) {
  const id = useId();
  const { percent, error, choose } = usePictureUpload(onUploaded);
  useEffect(() => onBusy?.(percent !== null), [percent, onBusy]);

  const problem = error ?? message;
  return (
    <div className="ui-field adm-cover">
      <label htmlFor={`${id}-file`} className="adm-cover__label">
        {label}
      </label>
      {value && <img className="adm-cover__picture" src={`${value}?w=640`} alt={`The ${label.toLowerCase()}`} />}
      {/* See-through over the styled button: clicks and keys reach the input itself, the browser's "No file chosen" never shows. */}
      <span className="adm-cover__choose">
        <input
          className="adm-cover__input"
          id={`${id}-file`}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-message` : ''}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same file may be chosen again after a refusal
            if (file) choose(file);
          }}
        />
        <span className="ui-button ui-button--secondary" aria-hidden="true">
          {value ? 'Replace the picture' : 'Choose a picture'}
        </span>
      </span>
      <p id={`${id}-hint`} className="ui-field__hint">
        {hint}
      </p>
      {percent !== null && (
        <progress className="adm-cover__progress" max={100} value={percent} aria-label={`Uploading: ${label}`}>
          {percent}%
        </progress>
      )}
      {problem && (
        <p id={`${id}-message`} className="ui-field__message" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
