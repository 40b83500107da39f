import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MediaStorage, StoredStream } from './media-storage';
import { sha256Hex, signRequest, type SigningKey } from './s3-signature';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

const PREFIX = 'media/';
const EMPTY_SHA256 = sha256Hex('');
// Until the answer's headers arrive; a video's body may then take as long as the visitor's connection needs.
const ANSWER_WITHIN_MS = 30_000;
const UPLOAD_WITHIN_MS = 10 * 60_000;
const PASSED_ON = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

interface Call {
  headers?: Record<string, string>;
  body?: Buffer | Readable;
  payloadHash?: string;
  within?: number;
}

/** Files as objects under media/ in an S3-compatible bucket (AWS, MinIO, R2, …), path-style: endpoint/bucket/media/name. */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const key: SigningKey = { accessKey: settings.accessKey, secretKey: settings.secretKey, region: settings.region, service: 's3' };
  const base = new URL(settings.endpoint);

  async function send(method: string, name: string, { headers = {}, body, payloadHash = EMPTY_SHA256, within = ANSWER_WITHIN_MS }: Call = {}): Promise<Response> {
    const url = new URL(base);
    url.pathname = `${base.pathname.replace(/\/$/, '')}/${settings.bucket}/${PREFIX}${path.basename(name)}`;
    const signed = signRequest(method, url, { ...headers, 'x-amz-content-sha256': payloadHash }, payloadHash, key);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), within);
    try {
      // duplex: a file's stream is sent as it is read; Node's fetch asks for it, the DOM types do not know it.
      return await fetch(url, { method, headers: signed.headers, body, duplex: 'half', signal: deadline.signal } as RequestInit);
    } finally {
      clearTimeout(timer);
    }
  }

  const fail = async (res: Response, method: string, name: string) => {
    const code = /<Code>([^<]*)<\/Code>/.exec(await res.text().catch(() => ''))?.[1] ?? '';
    return new Error(`S3 ${method} ${PREFIX}${name} answered ${res.status} ${code}`.trim());
  };

  return {
    async save(name, content) {
      const file = Buffer.isBuffer(content) ? undefined : content.path;
      const bytes = file ? (await fs.stat(file)).size : (content as Buffer).length;
      const payloadHash = file ? await fileSha256(file) : sha256Hex(content as Buffer);
      const body = file ? createReadStream(file) : (content as Buffer);
      const res = await send('PUT', name, { headers: { 'content-length': String(bytes) }, body, payloadHash, within: UPLOAD_WITHIN_MS });
      if (!res.ok) throw await fail(res, 'PUT', name);
      await res.body?.cancel();
    },

    async read(name) {
      const res = await send('GET', name);
      if (res.status === 404) return void (await res.body?.cancel());
      if (!res.ok) throw await fail(res, 'GET', name);
      return Buffer.from(await res.arrayBuffer());
    },

    async stream(name, range) {
      const res = await send('GET', name, { headers: range ? { range } : {} });
      if (res.status === 404) return void (await res.body?.cancel());
      if (!res.ok && res.status !== 416) throw await fail(res, 'GET', name);
      const headers = Object.fromEntries(PASSED_ON.flatMap((header) => (res.headers.has(header) ? [[header, res.headers.get(header) as string]] : [])));
      const body = res.body ? Readable.fromWeb(res.body as import('node:stream/web').ReadableStream) : Readable.from([]);
      return { status: res.status, headers, body } satisfies StoredStream;
    },

    async remove(name) {
      const res = await send('DELETE', name);
      // Deleting what is not there is fine: the file is gone either way.
      if (!res.ok && res.status !== 404) throw await fail(res, 'DELETE', name);
      await res.body?.cancel();
    },

    localPath: () => undefined,
  };
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
