import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4, header form: https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html */
export interface SigningKey {
  accessKey: string;
  secretKey: string;
  region: string;
  /** 's3' for buckets; the AWS test suite signs for 'service' */
  service: string;
}

export interface SignedRequest {
  /** the headers to send: the given ones plus host, x-amz-date and authorization */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

// RFC 3986 unreserved characters stay; everything else is %XX, as SigV4 asks.
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Every header given is signed (lower-cased, sorted, spaces folded); payloadHash is the body's SHA-256 in hex. */
export function signRequest(method: string, url: URL, given: Record<string, string>, payloadHash: string, key: SigningKey, at = new Date()): SignedRequest {
  const amzDate = at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { host: url.host, 'x-amz-date': amzDate };
  for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    method,
    url.pathname.split('/').map((segment) => encode(decodeURIComponent(segment))).join('/'),
    canonicalQuery(url.searchParams),
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretKey}`, day), key.region), key.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${key.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign };
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}
