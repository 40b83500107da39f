import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { freshToken, type EaselDispatch } from '@easel/store';
import { UploadCancelled, uploadMedia, type MediaUpload } from '@easel/store/upload-media';

/** The pictures the catalog stores (it tells them by their bytes); the file input offers only these. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const NOT_A_PICTURE = 'Please choose a picture: JPEG, PNG or WebP';
// Its bytes are checked too, as the catalog checks them, before sending: a video renamed .png is not a picture.
const PICTURES_ONLY = { kind: 'image', refusal: NOT_A_PICTURE } as const;

/** Where a picture goes: POST /api/media with the user's token unless told (the admin area sends its own way). */
export interface PictureDestination {
  url: string;
  token: () => Promise<string | null>;
}

interface PictureUpload {
  /** 0–100 while sending; null when nothing is on its way */
  percent: number | null;
  /** the chosen file, shown while it is sent */
  preview: string | null;
  error: string | null;
}

const IDLE: PictureUpload = { percent: null, preview: null, error: null };

/** One picture sent to the catalog: the chosen file at once, its percent while on its way, or why it was refused. */
export function usePictureUpload(onUploaded: (url: string) => void, destination?: PictureDestination) {
  const dispatch = useDispatch<EaselDispatch>();
  const [state, setState] = useState<PictureUpload>(IDLE);
  const running = useRef<MediaUpload | null>(null);
  // The page may change while the file is on its way (more words typed): its answer goes to the latest handler.
  const uploaded = useRef(onUploaded);
  useEffect(() => void (uploaded.current = onUploaded));
  const { preview } = state;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => running.current?.cancel(), []);

  const choose = (file: File) => {
    running.current?.cancel();
    if (!PICTURE_TYPES.includes(file.type)) return setState({ ...IDLE, error: NOT_A_PICTURE });
    setState({ percent: 0, preview: URL.createObjectURL(file), error: null });
    const token = destination ? destination.token() : dispatch(freshToken());
    const options = { url: destination?.url, only: PICTURES_ONLY };
    const upload = uploadMedia(file, token, (percent) => setState((now) => ({ ...now, percent })), options);
    running.current = upload;
    upload.done.then(
      (answer) => {
        setState(IDLE);
        uploaded.current(answer.url);
      },
      (failure: unknown) => {
        if (failure instanceof UploadCancelled) return;
        setState({ ...IDLE, error: failure instanceof Error ? failure.message : String(failure) });
      },
    );
  };
  return { ...state, choose };
}
