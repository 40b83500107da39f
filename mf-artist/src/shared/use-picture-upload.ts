import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { freshToken, UploadCancelled, uploadMedia, type EaselDispatch, type MediaUpload } from '@easel/store';

const NOT_AN_IMAGE = 'Please choose an image (JPEG, PNG, WebP or GIF)';

/** One picture sent to the catalog (POST /api/media): its percent while on its way, or why it was refused. */
export function usePictureUpload(onUploaded: (url: string) => void) {
  const dispatch = useDispatch<EaselDispatch>();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<MediaUpload | null>(null);
  useEffect(() => () => running.current?.cancel(), []);

  const choose = (file: File) => {
    running.current?.cancel();
    setError(null);
    if (!file.type.startsWith('image/')) return setError(NOT_AN_IMAGE);
    setPercent(0);
    const upload = uploadMedia(file, dispatch(freshToken()), setPercent);
    running.current = upload;
    upload.done.then(
      (answer) => {
        setPercent(null);
        // The server tells the kind from the bytes: a renamed video is not a picture.
        if (answer.kind !== 'image') return setError(NOT_AN_IMAGE);
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
