import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStorage, StoredStream } from '../domain/media-storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

const PREFIX = 'media/';
// A video's upload may take as long as a slow link needs; other calls get the client's 30 s.
const UPLOAD_WITHIN_MS = 10 * 60_000;

function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    // endpoint/bucket/key: MinIO and most self-hosted stores have no per-bucket host names.
    forcePathStyle: true,
    // A checksum only when the operation demands one: the default sends uploads as aws-chunked with a
    // CRC trailer, which MinIO before 2024 and other S3-compatible stores refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    // Nor is a whole video hashed again on its way to a visitor.
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket's 500/503 or a dropped connection is usually brief; a third failure is the bucket's, and shown.
    maxAttempts: 3,
    requestHandler: {
      // A bucket that takes this long to accept a connection is down: fail instead of holding the visitor.
      connectionTimeout: 5_000,
      // Until the answer's headers arrive; without throwOnRequestTimeout the SDK would only log a warning.
      requestTimeout: 30_000,
      throwOnRequestTimeout: true,
      // A body stalled this long (a bucket gone quiet, or a paused video nobody reads) frees its socket; players ask again with a Range.
      socketTimeout: 60_000,
      // Every video being watched holds a socket while it streams, so more than the SDK's 50.
      httpAgent: { maxSockets: 256 },
      httpsAgent: { maxSockets: 256 },
    },
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

// The stored path and S3's own code, so a log line says which file and why.
const failure = (method: string, name: string, error: unknown) =>
  new Error(
    `S3 ${method} ${PREFIX}${name} answered ${statusOf(error) ?? 'nothing'} ${error instanceof Error ? error.name : ''}`.trim(),
    {
      cause: error,
    },
  );

const withoutUndefined = (headers: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** Files as objects under media/ in an S3-compatible bucket (AWS, MinIO, R2, …), path-style: endpoint/bucket/media/name. */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const client = s3Client(settings);
  const object = (name: string) => ({ Bucket: settings.bucket, Key: `${PREFIX}${path.basename(name)}` });

  /** The object, a range of it when asked; undefined when it is not there. */
  async function get(name: string, range?: string) {
    try {
      return await client.send(new GetObjectCommand({ ...object(name), Range: range }));
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  return {
    async save(name, content) {
      const file = Buffer.isBuffer(content) ? undefined : content.path;
      const bytes = file ? (await fs.stat(file)).size : (content as Buffer).length;
      const body = file ? createReadStream(file) : (content as Buffer);
      await client
        .send(new PutObjectCommand({ ...object(name), Body: body, ContentLength: bytes }), {
          requestTimeout: UPLOAD_WITHIN_MS,
        })
        .catch((error: unknown) => {
          throw failure('PUT', name, error);
        });
    },

    async read(name) {
      const answer = await get(name).catch((error: unknown) => {
        throw failure('GET', name, error);
      });
      return answer?.Body && Buffer.from(await answer.Body.transformToByteArray());
    },

    async stream(name, range) {
      try {
        const answer = await get(name, range);
        if (!answer) return undefined;
        const headers = withoutUndefined({
          'content-length': answer.ContentLength?.toString(),
          'content-range': answer.ContentRange,
          'accept-ranges': answer.AcceptRanges,
          etag: answer.ETag,
          'last-modified': answer.LastModified?.toUTCString(),
        });
        // In Node the SDK's body is the HTTP response itself, a Readable.
        return {
          status: answer.$metadata.httpStatusCode ?? 200,
          headers,
          body: (answer.Body as Readable | undefined) ?? Readable.from([]),
        } satisfies StoredStream;
      } catch (error) {
        // A range past the end: the visitor gets S3's 416 and the size it names, as from a file on disk.
        if (statusOf(error) !== 416) throw failure('GET', name, error);
        const contentRange = (error as S3ServiceException).$response?.headers['content-range'];
        return { status: 416, headers: withoutUndefined({ 'content-range': contentRange }), body: Readable.from([]) };
      }
    },

    async remove(name) {
      await client.send(new DeleteObjectCommand(object(name))).catch((error: unknown) => {
        // Deleting what is not there is fine: the file is gone either way.
        if (statusOf(error) !== 404) throw failure('DELETE', name, error);
      });
    },

    localPath: () => undefined,
  };
}
