import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, Response } from 'express';

/** API answers (JSON, SVG…) compressed on the fly by Accept-Encoding, brotli first; images and videos are left as they are. */
export function compressAnswers() {
  return compression({
    threshold: 1024, // below 1 KB the saving is smaller than the headers and the work
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }, // fast enough per call, still smaller than gzip
    filter: worthCompressing,
  });
}

// A 206 promises the file's own bytes at those offsets, so it is never re-encoded; server-sent events would wait in the
// compressor's buffer instead of reaching the listener; the default filter then skips types that are compressed already
// (JPEG, PNG, WebP, MP4…).
function worthCompressing(req: Request, res: Response): boolean {
  return !res.getHeader('Content-Range') && !isEventStream(res) && compression.filter(req, res);
}

const isEventStream = (res: Response) => String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
