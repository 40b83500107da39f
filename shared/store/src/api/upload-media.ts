import type { MediaAnswer } from '@easel/contracts/src/catalog';

const UPLOAD_URL = '/api/media';
const FAILED = 'This file could not be uploaded, please try again';
const OFFLINE = 'The upload was interrupted; check your connection and try again';

export interface MediaUpload {
  done: Promise<MediaAnswer>;
  cancel: () => void;
}

/** Raised by cancel(): nobody waits for that upload any more. */
export class UploadCancelled extends Error {}

const messageOf = (text: string) => {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : FAILED;
  } catch {
    return FAILED;
  }
};

/**
 * The catalog's POST /api/media with one file in the field "file", reporting percent sent; sent once the token (renewed if it was
 * about to expire) is known. XMLHttpRequest because fetch cannot report upload progress; the server tells the file's
 * kind from its bytes. The admin area sends its covers to its own `url` (catalog does not take an admin token).
 */
export function uploadMedia(file: File, token: Promise<string | null>, onProgress: (percent: number) => void, url = UPLOAD_URL): MediaUpload {
  const xhr = new XMLHttpRequest();
  let cancelled = false;
  const send = (bearer: string | null) =>
    new Promise<MediaAnswer>((resolve, reject) => {
      if (cancelled) return reject(new UploadCancelled());
      xhr.open('POST', url);
      if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as MediaAnswer);
        else reject(new Error(messageOf(xhr.responseText)));
      };
      xhr.onerror = () => reject(new Error(OFFLINE));
      xhr.onabort = () => reject(new UploadCancelled());
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });
  const cancel = () => {
    cancelled = true; // a request not sent yet has nothing to abort
    xhr.abort();
  };
  return { done: token.then(send), cancel };
}
