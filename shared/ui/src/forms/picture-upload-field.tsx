import { useEffect, useId, type ReactNode } from 'react';
import { Button } from '../components/button';
import { PICTURE_TYPES, usePictureUpload, type PictureDestination } from './use-picture-upload';
import './picture-upload-field.css';

interface PictureUploadFieldProps {
  /** what the picture is ("Logo"); it also names the progress and Remove */
  label: string;
  /** the stored picture's address; null or '' for none */
  value: string | null;
  onUploaded: (url: string) => void;
  /** given, a picture can be taken away */
  onRemove?: () => void;
  /** told when an upload starts and ends, so a form can wait for it */
  onBusy?: (busy: boolean) => void;
  /** how the picture (the stored one, or the chosen one while it is sent) shows; none for a form with its own preview */
  picture?: (src: string | null) => ReactNode;
  hint?: string;
  /** the form's own refusal of this field */
  message?: string | undefined;
  /** the form's name of the field, so a refused submit can focus it */
  name?: string;
  destination?: PictureDestination;
}

/** A picture sent to the catalog: a styled button over the file input, its progress, its refusal, and Remove. */
export function PictureUploadField(props: PictureUploadFieldProps) {
  const {
    label,
    value,
    onUploaded,
    onRemove,
    onBusy,
    picture,
    hint = 'JPEG, PNG or WebP.',
    message,
    name,
    destination,
  } = props;
  const id = useId();
  const upload = usePictureUpload(onUploaded, destination);
  const { percent } = upload;
  const uploading = percent !== null;
  useEffect(() => onBusy?.(uploading), [uploading, onBusy]);
  const shown = upload.preview ?? (value || null);
  const problem = upload.error ?? message;
  const thumbnail = picture?.(shown);
  return (
    <div className="ui-upload ui-field">
      <label htmlFor={`${id}-file`} className="ui-upload__label">
        {label}
      </label>
      <div className="ui-upload__body">
        {thumbnail && <div className="ui-upload__picture">{thumbnail}</div>}
        <div className="ui-upload__controls">
          <div className="ui-upload__actions">
            {/* See-through over the styled button: clicks and keys reach the input itself, the browser's "No file chosen" never shows. */}
            <span className="ui-upload__choose">
              <input
                className="ui-upload__input"
                id={`${id}-file`}
                type="file"
                name={name}
                accept={PICTURE_TYPES.join(',')}
                aria-invalid={problem ? true : undefined}
                aria-describedby={[`${id}-hint`, problem ? `${id}-message` : ''].filter(Boolean).join(' ')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = ''; // the same file may be chosen again after a refusal
                  if (file) upload.choose(file);
                }}
              />
              <span className="ui-button ui-button--secondary" aria-hidden="true">
                {value ? 'Replace the picture' : 'Choose a picture'}
              </span>
            </span>
            {onRemove && value && !uploading && (
              <Button variant="secondary" onClick={onRemove}>
                Remove {label.toLowerCase()}
              </Button>
            )}
          </div>
          <p id={`${id}-hint`} className="ui-field__hint">
            {hint}
          </p>
          {percent !== null && (
            <div className="ui-upload__progress">
              <span
                role="progressbar"
                aria-label={`Uploading the ${label.toLowerCase()}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden="true">{percent}%</span>
            </div>
          )}
          {problem && (
            <p id={`${id}-message`} className="ui-field__message" role="alert">
              {problem}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
