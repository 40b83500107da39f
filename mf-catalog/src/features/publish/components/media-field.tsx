import { useId, type ChangeEvent } from 'react';
import { FormField } from '@easel/ui';
import { mediaSrc } from '../../../shared/card-rules';
import type { Upload } from './use-uploads';

interface MediaFieldProps {
  name: 'featuredImage' | 'gallery';
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  items: Upload[];
  message?: string | undefined;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** A file input with its uploads: progress while sending, a thumbnail once stored, the server's refusal otherwise. */
export function MediaField({ name, label, hint, accept, multiple = false, items, message, onAdd, onRemove }: MediaFieldProps) {
  const id = useId();
  const refusals = items.filter((item) => item.error).map((item) => `${id}-${item.id}`);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(event.target.files ?? []));
    // The same file can be chosen again after a refusal.
    event.target.value = '';
  };

  return (
    <div className="cat-media">
      <FormField
        label={label}
        hint={hint}
        message={message}
        describedBy={refusals}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={choose}
        className="cat-media__input"
      />
      {items.length > 0 && (
        <ul className="cat-media__list" aria-label={`${label}: uploads`}>
          {items.map((item) => (
            <li key={item.id} className={item.error ? 'cat-media__item cat-media__item--refused' : 'cat-media__item'}>
              <UploadPreview item={item} messageId={`${id}-${item.id}`} />
              <button type="button" className="cat-media__remove" onClick={() => onRemove(item.id)} aria-label={`Remove ${item.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
      <div className="cat-media__text">
        <span className="cat-media__name">{item.name}</span>
        <span className="cat-media__progress">
          <progress max={100} value={item.percent} aria-label={`Uploading ${item.name}`} />
          <span aria-hidden="true">{item.percent}%</span>
        </span>
      </div>
    );
  }
  return (
    <>
      {item.video ? (
        <video className="cat-media__thumb" src={item.url} muted playsInline preload="metadata" aria-label={`Video ${item.name}`} />
      ) : (
        <img className="cat-media__thumb" src={mediaSrc(item.url, 400)} alt={`Uploaded ${item.name}`} />
      )}
      <span className="cat-media__name">
        {item.video && <span className="cat-media__badge">Video</span>} {item.name}
      </span>
    </>
  );
}
