import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const S3_KEY = { accessKey: 'EASELTESTKEY', secretKey: 'easel-test-secret/with+signs', region: 'eu-test-1' };
export const BUCKET = 'easel-media';
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/**
 * A tiny S3 on a free port: path-style PUT, GET (with a Range), HEAD and DELETE of objects kept in a Map.
 * The secret never reaches it, so it cannot recompute a signature (the SDK's signer is trusted for that);
 * it checks what our settings decide: a SigV4 Authorization signed with the configured access key and region,
 * over host, x-amz-date and x-amz-content-sha256, a payload hash that is the body's (or UNSIGNED-PAYLOAD for a
 * streamed file), no aws-chunked upload, and the bucket in the path rather than in the host name.
 */
export async function fakeS3() {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = checkRequest(req, body, url);
      if (problem) {
        refused.push(`${req.method} ${req.url}: ${problem.message}`);
        return answer(res, 403, `<Error><Code>${problem.code}</Code><Message>${problem.message}</Message></Error>`);
      }
      const key = decodeURIComponent(new URL(req.url ?? '/', url).pathname).replace(`/${BUCKET}/`, '');
      const stored = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, body);
        return answer(res, 200, '', { etag: etagOf(body) });
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return answer(res, 204, '');
      }
      if (!stored)
        return answer(
          res,
          404,
          req.method === 'HEAD'
            ? ''
            : '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      const about = {
        etag: etagOf(stored),
        'last-modified': new Date(0).toUTCString(),
        'accept-ranges': 'bytes',
        'content-type': 'application/octet-stream',
      };
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (!range) return answer(res, 200, stored, about);
      const start = Number(range[1]);
      if (start >= stored.length)
        return answer(res, 416, '<Error><Code>InvalidRange</Code></Error>', {
          'content-range': `bytes */${stored.length}`,
        });
      const end = range[2] ? Math.min(Number(range[2]), stored.length - 1) : stored.length - 1;
      answer(res, 206, stored.subarray(start, end + 1), {
        ...about,
        'content-range': `bytes ${start}-${end}/${stored.length}`,
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    objects,
    refused,
    env: {
      S3_ENDPOINT: url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY: S3_KEY.accessKey,
      S3_SECRET_KEY: S3_KEY.secretKey,
      S3_REGION: S3_KEY.region,
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

function answer(res: http.ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

function checkRequest(
  req: http.IncomingMessage,
  body: Buffer,
  url: string,
): { code: string; message: string } | undefined {
  const denied = (message: string) => ({ code: 'AccessDenied', message });
  const parts = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!parts) return denied(`Authorization is not SigV4's: ${req.headers.authorization}`);
  const [, accessKey, day, region, signedHeaders] = parts;
  if (accessKey !== S3_KEY.accessKey) return { code: 'InvalidAccessKeyId', message: `unknown access key ${accessKey}` };
  if (region !== S3_KEY.region) return { code: 'AuthorizationHeaderMalformed', message: `signed for region ${region}` };
  if (!String(req.headers['x-amz-date']).startsWith(String(day)))
    return denied('x-amz-date is not the credential’s day');
  const names = String(signedHeaders).split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((name) => names.includes(name)))
    return denied(`signed headers miss some: ${signedHeaders}`);
  if (req.headers.host !== new URL(url).host || !req.url?.startsWith(`/${BUCKET}/`))
    return denied(`not path-style: ${req.headers.host}${req.url}`);
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (req.headers['content-encoding']?.includes('aws-chunked') || payloadHash.startsWith('STREAMING-'))
    return denied('aws-chunked uploads are not taken here');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return denied('x-amz-content-sha256 is not the body’s');
  return undefined;
}
