import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { freshToken, UploadCancelled, uploadMedia, type EaselDispatch, type MediaUpload } from '@easel/store';

const NOT_A_PICTURE = 'Your picture must be an image (JPEG, PNG, WebP or GIF)';

export interface AvatarUpload {
  /** 0–100 while sending; null when nothing is on its way */
  percent: number | null;
  /** the chosen file, shown at once while it is sent */
  preview: string | null;
  error: string | null;
}

const IDLE: AvatarUpload = { percent: null, preview: null, error: null };

/** Sends a chosen picture to the catalog (POST /api/media) with its progress; `onUploaded` gets the stored picture's address. */
export function useAvatarUpload(onUploaded: (url: string) => void) {
  const dispatch = useDispatch<EaselDispatch>();
  const [state, setState] = useState<AvatarUpload>(IDLE);
  const running = useRef<MediaUpload | null>(null);
  const previewUrl = state.preview;

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  useEffect(() => () => running.current?.cancel(), []);

  const choose = (file: File) => {
    running.current?.cancel();
    if (!file.type.startsWith('image/')) return setState({ ...IDLE, error: NOT_A_PICTURE });
    setState({ percent: 0, preview: URL.createObjectURL(file), error: null });
    const upload = uploadMedia(file, dispatch(freshToken()), (percent) => setState((now) => ({ ...now, percent })));
    running.current = upload;
    upload.done.then(
      (answer) => {
        if (answer.kind !== 'image') return setState((now) => ({ ...now, percent: null, error: NOT_A_PICTURE }));
        setState((now) => ({ ...now, percent: null }));
        onUploaded(answer.url);
      },
      (error: unknown) => {
        if (error instanceof UploadCancelled) return;
        setState({ ...IDLE, error: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  return { ...state, uploading: state.percent !== null, choose, reset: () => setState(IDLE) };
}
