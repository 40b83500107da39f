import { SERVICE_CREDENTIAL_HEADER } from './service-credential';

/** What another service answered; status 0 when it did not answer in time or at all. */
export interface InternalAnswer {
  status: number;
  body: unknown;
}

/** Calls to other services' /internal routes on the private network, with the service credential. */
export interface InternalClient {
  /** The credential this service sends, and expects from others on its own /internal routes. */
  readonly secret: string;
  getJson(url: string, timeoutMs: number): Promise<InternalAnswer>;
  putJson(url: string, body: unknown, timeoutMs: number): Promise<InternalAnswer>;
  postJson(url: string, body: unknown, timeoutMs: number): Promise<InternalAnswer>;
}

export function createInternalClient(secret: string): InternalClient {
  const call = async (method: string, url: string, body: unknown, timeoutMs: number): Promise<InternalAnswer> => {
    const headers: Record<string, string> = { accept: 'application/json', [SERVICE_CREDENTIAL_HEADER]: secret };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, body: await res.json().catch(() => undefined) };
    } catch {
      return { status: 0, body: undefined };
    }
  };
  return {
    secret,
    getJson: (url, timeoutMs) => call('GET', url, undefined, timeoutMs),
    putJson: (url, body, timeoutMs) => call('PUT', url, body, timeoutMs),
    postJson: (url, body, timeoutMs) => call('POST', url, body, timeoutMs),
  };
}
