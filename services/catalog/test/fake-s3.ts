import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '../src/data-access/s3-signature';

export const S3_KEY = { accessKey: 'EASELTESTKEY', secretKey: 'easel-test-secret/with+signs', region: 'eu-test-1' };
export const BUCKET = 'easel-media';
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * A tiny S3 on a free port: path-style PUT, GET (with a Range) and DELETE of objects kept in a Map.
 * Every request must carry a SigV4 Authorization of S3's shape, signed over host, x-amz-date and
 * x-amz-content-sha256, whose signature is right for the request as it arrived and whose hash is the body's.
 */
export async function fakeS3() {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = checkSignature(req, body);
      if (problem) {
        refused.push(problem);
        return answer(res, 403, `<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
      }
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname).replace(`/${BUCKET}/`, '');
      const stored = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, body);
        return answer(res, 200, '');
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return answer(res, 204, '');
      }
      if (!stored) return answer(res, 404, '<Error><Code>NoSuchKey</Code></Error>');
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (!range) return answer(res, 200, stored, { 'accept-ranges': 'bytes' });
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), stored.length - 1) : stored.length - 1;
      answer(res, 206, stored.subarray(start, end + 1), { 'content-range': `bytes ${start}-${end}/${stored.length}`, 'accept-ranges': 'bytes' });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    objects,
    refused,
    env: { S3_ENDPOINT: url, S3_BUCKET: BUCKET, S3_ACCESS_KEY: S3_KEY.accessKey, S3_SECRET_KEY: S3_KEY.secretKey, S3_REGION: S3_KEY.region },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

function answer(res: http.ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

function checkSignature(req: http.IncomingMessage, body: Buffer): string | undefined {
  const parts = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!parts) return `Authorization is not SigV4's: ${req.headers.authorization}`;
  const [, accessKey, day, region, signedHeaders] = parts;
  const amzDate = String(req.headers['x-amz-date']);
  if (accessKey !== S3_KEY.accessKey || region !== S3_KEY.region || !amzDate.startsWith(String(day))) return 'wrong credential scope';
  const names = String(signedHeaders).split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((name) => names.includes(name))) return `signed headers miss some: ${signedHeaders}`;
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== createHash('sha256').update(body).digest('hex')) return 'x-amz-content-sha256 is not the body’s';
  const given = Object.fromEntries(names.filter((name) => name !== 'host' && name !== 'x-amz-date').map((name) => [name, String(req.headers[name])]));
  const at = new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const expected = signRequest(String(req.method), new URL(`http://${req.headers.host}${req.url}`), given, payloadHash, { ...S3_KEY, service: 's3' }, at);
  return expected.headers.authorization === req.headers.authorization ? undefined : 'signature does not match';
}
