import { useId, useState, type ChangeEvent } from 'react';
import { mediaSrc } from '../../../shared/card-rules';
import type { Upload } from './use-uploads';

interface MediaFieldProps {
  name: 'featuredImage' | 'gallery';
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  /** What the drop zone's button says: "Choose a picture", "Replace the picture"… */
  action: string;
  items: Upload[];
  message?: string | undefined;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/**
 * A drop zone over a see-through file input (so clicks, keys and dropped files all reach the input itself, and the
 * browser's "No file chosen" never shows), then one card per file: its progress, its refusal, or its thumbnail.
 */
export function MediaField({
  name,
  label,
  hint,
  accept,
  multiple = false,
  action,
  items,
  message,
  onAdd,
  onRemove,
}: MediaFieldProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const refusals = items.filter((item) => item.error).map((item) => `${id}-${item.id}`);
  const describedBy = [message && `${id}-message`, `${id}-hint`, ...refusals].filter(Boolean).join(' ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setDragging(false);
    onAdd(Array.from(event.target.files ?? []));
    // The same file can be chosen again after a refusal.
    event.target.value = '';
  };

  return (
    <div className="cat-media ui-field">
      <label htmlFor={`${id}-input`} className="cat-media__label">
        {label}
      </label>
      <div className={dragging ? 'cat-media__drop cat-media__drop--over' : 'cat-media__drop'}>
        <input
          id={`${id}-input`}
          className="cat-media__input"
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          title={action}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={choose}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
        />
        <span className="cat-media__choose" aria-hidden="true">
          {action}
        </span>
        <span className="cat-media__or" aria-hidden="true">
          or drop {multiple ? 'them' : 'it'} here
        </span>
      </div>
      <p id={`${id}-hint`} className="ui-field__hint">
        {hint}
      </p>
      {message && (
        <p id={`${id}-message`} className="ui-field__message" role="alert">
          {message}
        </p>
      )}
      {items.length > 0 && (
        <ul className="cat-media__list" aria-label={`${label}: uploads`}>
          {items.map((item) => (
            <li key={item.id} className={item.error ? 'cat-media__item cat-media__item--refused' : 'cat-media__item'}>
              <UploadPreview item={item} messageId={`${id}-${item.id}`} />
              <button
                type="button"
                className="cat-media__remove"
                onClick={() => onRemove(item.id)}
                aria-label={`Remove ${item.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the thumbnail is called: a stored file by what it is, a new one by the file the artist chose. */
const previewName = (item: Upload) =>
  item.stored ? `Current ${item.name}` : `${item.video ? 'Video' : 'Uploaded'} ${item.name}`;

function UploadPreview({ item, messageId }: { item: Upload; messageId: string }) {
  if (item.error) {
    return (
      <div className="cat-media__text">
        <span className="cat-media__name">{item.name}</span>
        <span id={messageId} className="ui-field__message" role="alert">
          {item.error}
        </span>
      </div>
    );
  }
  if (!item.url) {
    return (
      <div className="cat-media__text cat-media__pending">
        <span className="cat-media__name">{item.name}</span>
        <span className="cat-media__progress">
          <span
            className="cat-media__bar"
            role="progressbar"
            aria-label={`Uploading ${item.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percent}
          >
            <span className="cat-media__bar-done" style={{ width: `${item.percent}%` }} />
          </span>
          <span aria-hidden="true">{item.percent}%</span>
        </span>
      </div>
    );
  }
  const shape = item.shape ?? undefined;
  return (
    <div className="cat-media__frame" style={{ backgroundColor: shape?.colour ?? undefined }}>
      {item.video ? (
        // The fragment seeks to 0.1 s, so the browser shows a frame of the video instead of a black box.
        <video
          className="cat-media__thumb"
          src={`${item.url}#t=0.1`}
          muted
          playsInline
          preload="metadata"
          aria-label={previewName(item)}
        />
      ) : (
        <img
          className="cat-media__thumb"
          src={mediaSrc(item.url, 400)}
          alt={previewName(item)}
          width={shape?.width}
          height={shape?.height}
        />
      )}
      {item.video && <span className="cat-media__badge">Video</span>}
    </div>
  );
}
