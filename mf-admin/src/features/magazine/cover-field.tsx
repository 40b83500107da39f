import { useEffect, useId, useRef, useState } from 'react';
import { STORAGE_KEYS, UploadCancelled, uploadMedia, type MediaUpload } from '@easel/store';

const COVER_UPLOAD_URL = '/api/admin/magazine/covers';
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const NOT_A_PICTURE = 'Please choose a picture: JPEG, PNG or WebP';

interface CoverFieldProps {
  /** the stored cover's address; '' for none yet */
  value: string;
  onUploaded: (url: string) => void;
  onBusy: (busy: boolean) => void;
  /** the form's refusal of the field */
  message?: string | undefined;
}

/** The article's cover: a picture sent through the admin service to catalog, with its progress and its refusal. */
export function CoverField({ value, onUploaded, onBusy, message }: CoverFieldProps) {
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<MediaUpload | null>(null);
  useEffect(() => () => running.current?.cancel(), []);
  useEffect(() => onBusy(percent !== null), [percent, onBusy]);

  const choose = (file: File) => {
    running.current?.cancel();
    setError(null);
    if (!PICTURE_TYPES.includes(file.type)) return setError(NOT_A_PICTURE);
    setPercent(0);
    const upload = uploadMedia(file, Promise.resolve(localStorage.getItem(STORAGE_KEYS.admintoken)), setPercent, COVER_UPLOAD_URL);
    running.current = upload;
    upload.done.then(
      (answer) => {
        setPercent(null);
        onUploaded(answer.url);
      },
      (failure: unknown) => {
        if (failure instanceof UploadCancelled) return;
        setPercent(null);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  const problem = error ?? message;
  return (
    <div className="ui-field adm-cover">
      <label htmlFor={`${id}-file`} className="adm-cover__label">
        Cover picture
      </label>
      {value && <img className="adm-cover__picture" src={`${value}?w=640`} alt="The cover" />}
      {/* See-through over the styled button: clicks and keys reach the input itself, the browser's "No file chosen" never shows. */}
      <span className="adm-cover__choose">
        <input
          className="adm-cover__input"
          id={`${id}-file`}
          type="file"
          name="coverImage"
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
        JPEG, PNG or WebP, wide (16:9 suits the magazine).
      </p>
      {percent !== null && (
        <progress className="adm-cover__progress" max={100} value={percent} aria-label="Uploading the cover">
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
