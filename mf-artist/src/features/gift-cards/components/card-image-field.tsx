import { useEffect, useId } from 'react';
import { usePictureUpload } from '../../../shared/use-picture-upload';

interface CardImageFieldProps {
  image: string | null;
  onUploaded: (url: string) => void;
  onBusy: (busy: boolean) => void;
  message?: string | undefined;
}

/** The card's picture, sent to the catalog's media with its progress; the form keeps the stored address. */
export function CardImageField({ image, onUploaded, onBusy, message }: CardImageFieldProps) {
  const id = useId();
  const upload = usePictureUpload(onUploaded);
  const uploading = upload.percent !== null;
  useEffect(() => onBusy(uploading), [uploading, onBusy]);
  const problem = upload.error ?? message;
  return (
    <div className="ui-field art-gift-image">
      <label htmlFor={`${id}-file`}>Card image</label>
      {/* A see-through file input over a styled button: clicks and keys reach the input, the browser's own words never show. */}
      <span className="art-gift-image__choose">
        <span className="ui-button ui-button--secondary" aria-hidden="true">
          {image ? 'Replace the picture' : 'Choose a picture'}
        </span>
        <input
          className="art-gift-image__input"
          id={`${id}-file`}
          type="file"
          name="featuredImage"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-hint`, problem ? `${id}-message` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.choose(file);
          }}
        />
      </span>
      <p id={`${id}-hint`} className="ui-field__hint">
        {image ? 'Choose another picture to replace it.' : 'A picture of your work: JPEG, PNG, WebP or GIF.'}
      </p>
      {upload.percent !== null && (
        <div className="art-gift-image__progress">
          <span role="progressbar" aria-label="Uploading the card image" aria-valuemin={0} aria-valuemax={100} aria-valuenow={upload.percent}>
            <span style={{ width: `${upload.percent}%` }} />
          </span>
          <span aria-hidden="true">{upload.percent}%</span>
        </div>
      )}
      {problem && (
        <p id={`${id}-message`} className="ui-field__message" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
