import { useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, UploadCancelled, uploadMedia, type MediaUpload } from '@easel/store';

const PICTURE_UPLOAD_URL = '/api/admin/magazine/covers';
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const NOT_A_PICTURE = 'Please choose a picture: JPEG, PNG or WebP';

/** A magazine picture (a cover, or one in the text) sent through the admin service to catalog, with its progress and its refusal. */
export function usePictureUpload(onUploaded: (url: string) => void) {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<MediaUpload | null>(null);
  useEffect(() => () => running.current?.cancel(), []);

  const choose = (file: File) => {
    running.current?.cancel();
    setError(null);
    if (!PICTURE_TYPES.includes(file.type)) return setError(NOT_A_PICTURE);
    setPercent(0);
    const upload = uploadMedia(file, Promise.resolve(localStorage.getItem(STORAGE_KEYS.admintoken)), setPercent, PICTURE_UPLOAD_URL);
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
  return { percent, error, choose };
}
