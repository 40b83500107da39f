import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { MediaAnswer, PictureShape, OnlyKind } from '@easel/contracts';
import { freshToken, type EaselDispatch } from '@easel/store';
import { UploadCancelled, uploadMedia, type MediaUpload } from '@easel/store/upload-media';

/** A picture's size in pixels, so its thumbnail keeps its proportions before it loads. */
type MediaShape = Pick<PictureShape, 'width' | 'height'> & { colour?: string | null };

/** A file already on the artwork (edit), named for people ("gallery picture 2"), not by its stored file name. */
export interface StoredMedia {
  url: string;
  name: string;
  video: boolean;
  shape?: MediaShape | null;
}

/** One picture or video of the form: on its way (percent), uploaded (url), or refused (error). */
export interface Upload {
  id: string;
  /** The chosen file's name, or what a stored file is called. */
  name: string;
  percent: number;
  url?: string;
  video?: boolean;
  shape?: MediaShape | null;
  /** Already on the artwork when the form opened. */
  stored?: boolean;
  error?: string;
}

interface UploadRules {
  /** Files already on the artwork (edit). */
  initial: StoredMedia[];
  max: number;
  /** Only pictures (the featured image), told by their bytes before sending. */
  only?: OnlyKind;
  /** Message when more than max files are chosen (a single file input replaces its file instead). */
  tooMany?: string;
}

const shapeOf = ({ width, height, colour }: MediaAnswer) => (width && height ? { width, height, colour } : null);

/** The uploads of one file input; removing an item (or leaving the page) cancels its upload. */
export function useUploads({ initial, max, only, tooMany = `Please choose at most ${max} files` }: UploadRules) {
  const dispatch = useDispatch<EaselDispatch>();
  const [items, setItems] = useState<Upload[]>(() =>
    initial.map((media) => ({ id: media.url, percent: 100, stored: true, ...media })),
  );
  const pending = useRef(new Map<string, MediaUpload>());
  const nextId = useRef(0);
  // With max 1 a new file takes the place of the old one, but only once it is stored: a refused one keeps the old.
  const single = max === 1;

  useEffect(() => {
    const running = pending.current;
    return () => running.forEach((upload) => upload.cancel());
  }, []);

  const update = (id: string, change: Partial<Upload>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = (file: File, id: string) => {
    const upload = uploadMedia(file, dispatch(freshToken()), (percent) => update(id, { percent }), { only });
    pending.current.set(id, upload);
    upload.done
      .then((answer) => {
        update(id, { percent: 100, url: answer.url, video: answer.kind === 'video', shape: shapeOf(answer) });
        if (single) setItems((list) => list.filter((item) => item.id === id));
      })
      .catch((error: unknown) => {
        if (!(error instanceof UploadCancelled))
          update(id, { error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => pending.current.delete(id));
  };

  const remove = (id: string) => {
    pending.current.get(id)?.cancel();
    setItems((list) => list.filter((item) => item.id !== id));
  };

  const add = (files: File[]) => {
    if (single) items.filter((item) => !item.url).forEach((item) => remove(item.id));
    let room = single ? 1 : max - items.filter((item) => !item.error).length;
    const added = files.map((file): Upload => {
      const id = `upload-${(nextId.current += 1)}`;
      const refusal = room > 0 ? undefined : tooMany;
      if (!refusal) {
        room -= 1;
        start(file, id);
      }
      return { id, name: file.name, percent: 0, error: refusal };
    });
    setItems((list) => [...(single ? list.filter((item) => item.url) : list), ...added]);
  };

  const urls = items.flatMap((item) => (item.url && !item.error ? [item.url] : []));
  const busy = items.some((item) => !item.url && !item.error);
  return { items, urls, busy, add, remove };
}
