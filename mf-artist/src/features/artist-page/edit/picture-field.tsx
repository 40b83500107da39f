import { useId, type ChangeEvent } from 'react';
import { Button } from '@easel/ui';
import { usePictureUpload } from '../../../shared/use-picture-upload';

interface PictureFieldProps {
  label: string;
  /** what the current picture is called for people, e.g. "Your logo" */
  alt: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

/** A picture of the page: the current one, a file input sending a new one to the catalog with its progress, and Remove. */
export function PictureField({ label, alt, value, onChange }: PictureFieldProps) {
  const id = useId();
  const upload = usePictureUpload(onChange);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.choose(file);
    event.target.value = '';
  };
  return (
    <div className="art-picture ui-field">
      <label htmlFor={id} className="art-picture__label">
        {label}
      </label>
      {value && <img className="art-picture__current" src={value} alt={alt} />}
      <input id={id} type="file" accept="image/*" onChange={choose} aria-describedby={upload.error ? `${id}-error` : undefined} />
      {upload.percent !== null && (
        <span className="art-picture__progress">
          <progress max={100} value={upload.percent} aria-label={`Uploading ${label.toLowerCase()}`} /> {upload.percent}%
        </span>
      )}
      {upload.error && (
        <p id={`${id}-error`} className="ui-field__message" role="alert">
          {upload.error}
        </p>
      )}
      {value && (
        <Button variant="secondary" onClick={() => onChange(null)}>
          Remove {label.toLowerCase()}
        </Button>
      )}
    </div>
  );
}
