import type { MediaAnswer } from '@easel/contracts';
import { mediaRefusal, SNIFF_BYTES, type OnlyKind } from '@easel/contracts';

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
    return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : FAILED;
  } catch {
    return FAILED;
  }
};

interface UploadOptions {
  /** The admin area sends its covers to its own address (catalog does not take an admin token). */
  url?: string;
  only?: OnlyKind;
}

/** The file's first bytes; FileReader, which every browser (and jsdom) has, rather than Blob.arrayBuffer. */
const headOf = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error(FAILED));
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });

/** Refused by the catalog's own rules before a byte is sent: a 50 MB picture is told so at once, not after its upload. */
async function check(file: Blob, only?: OnlyKind): Promise<void> {
  const refusal = mediaRefusal(file.size > 0 ? await headOf(file) : new Uint8Array(), file.size, only);
  if (refusal) throw new Error(refusal);
}

/**
 * The catalog's POST /api/media with one file in the field "file", reporting percent sent; sent once the token (renewed if it was
 * about to expire) is known and the file passes the catalog's checks. XMLHttpRequest because fetch cannot report upload
 * progress; the server checks the file again, by the same rules.
 */
export function uploadMedia(
  file: File,
  token: Promise<string | null>,
  onProgress: (percent: number) => void,
  options: UploadOptions = {},
): MediaUpload {
  const { url = UPLOAD_URL, only } = options;
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
  const ready = Promise.all([check(file, only), token]);
  // A refusal of a file nobody waits for any more is not shown.
  const done = ready.then(
    ([, bearer]) => send(bearer),
    (refusal: unknown) => Promise.reject(cancelled ? new UploadCancelled() : refusal),
  );
  return { done, cancel };
}
