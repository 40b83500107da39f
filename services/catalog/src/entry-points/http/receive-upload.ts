import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError, InputError, PayloadTooLargeError } from '@easel/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import {
  EMPTY,
  MEDIA_LIMITS,
  SNIFF_BYTES,
  sniffMediaType,
  tooLarge,
  UNSUPPORTED,
  type MediaType,
} from '@easel/contracts';
import type { ReceivedFile } from '../../domain/media-upload';

const FIELD = 'file';

class UnsupportedMediaError extends AppError {
  constructor() {
    super(UNSUPPORTED, 415);
  }
}

/**
 * Streams the file to the incoming folder, telling its type from the first bytes and stopping at its kind's limit.
 * Listeners rather than for-await: leaving a for-await destroys busboy's stream, and multer would report that abort instead of our reason.
 */
async function receive(stream: Readable, folder: string): Promise<ReceivedFile> {
  await fs.mkdir(folder, { recursive: true });
  const target = path.join(folder, `${randomBytes(12).toString('hex')}.part`);
  const out = createWriteStream(target);
  let head = Buffer.alloc(0);
  let type: MediaType | undefined;
  let bytes = 0;
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // The rest of the file is read and dropped; multer stops reading the request itself.
      stream.removeListener('data', onData);
      stream.resume();
      // The file is opened asynchronously: removed before its open completes, it would be created after and left behind.
      const remove = () => void fs.rm(target, { force: true }).finally(() => reject(error));
      out.once('close', remove);
      out.destroy();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      try {
        if (!type && head.length < SNIFF_BYTES)
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (!type && head.length >= SNIFF_BYTES) type = sniffOrRefuse(head);
        if (type && bytes > MEDIA_LIMITS[type.kind]) throw new PayloadTooLargeError(tooLarge(type.kind));
      } catch (error) {
        return fail(error);
      }
      if (!out.write(chunk)) {
        stream.pause();
        out.once('drain', () => stream.resume());
      }
    };
    stream.on('data', onData);
    stream.once('error', fail);
    out.once('error', fail);
    stream.once('end', () => {
      if (failed) return;
      try {
        if (bytes === 0) throw new InputError(EMPTY);
        type ??= sniffOrRefuse(head);
      } catch (error) {
        return fail(error);
      }
      const found = type;
      out.end(() => resolve({ path: target, bytes, type: found }));
    });
  });
}

function sniffOrRefuse(head: Buffer): MediaType {
  const type = sniffMediaType(head);
  if (!type) throw new UnsupportedMediaError();
  return type;
}

function sniffingStorage(folder: string): StorageEngine {
  return {
    _handleFile(_req, file, done) {
      receive(file.stream, folder).then(
        (received) =>
          done(null, { path: received.path, size: received.bytes, received } as Partial<Express.Multer.File>),
        done,
      );
    },
    _removeFile(_req, file, done) {
      fs.rm(file.path, { force: true }).then(() => done(null), done);
    },
  };
}

const MULTER_MESSAGES: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_COUNT: 'Please upload one file at a time',
  LIMIT_UNEXPECTED_FILE: `Please send the file in a form field named "${FIELD}", one file at a time`,
  LIMIT_PART_COUNT: 'Too many form fields',
  LIMIT_FIELD_COUNT: 'Too many form fields',
};

/** multipart/form-data with one file in the field "file"; the received file is left on req for receivedFile(). */
export function receiveOneFile(incomingFolder: string): RequestHandler {
  const upload = multer({
    storage: sniffingStorage(incomingFolder),
    limits: { files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  }).single(FIELD);
  return (req: Request, res: Response, next: NextFunction) => {
    upload(req, res, (error?: unknown) => {
      if (error instanceof MulterError)
        return next(new InputError(MULTER_MESSAGES[error.code] ?? 'The upload could not be read'));
      // busboy's own complaints (a cut-off or malformed body) are the client's.
      if (
        error instanceof Error &&
        !(error instanceof AppError) &&
        /multipart|boundary|Unexpected end/i.test(error.message)
      )
        return next(new InputError('The upload could not be read'));
      next(error);
    });
  };
}

export function receivedFile(req: Request): ReceivedFile {
  const received = (req.file as (Express.Multer.File & { received?: ReceivedFile }) | undefined)?.received;
  if (!received) throw new InputError('Please choose a file to upload');
  return received;
}
