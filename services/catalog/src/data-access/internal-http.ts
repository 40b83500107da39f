/** What another service answered; status 0 when it did not answer in time or at all. */
export interface InternalAnswer {
  status: number;
  body: unknown;
}

/** One GET to another service on the private network, given up after timeoutMs. */
export async function getInternalJson(url: string, timeoutMs: number): Promise<InternalAnswer> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = await res.json().catch(() => undefined);
    return { status: res.status, body };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** One PUT of a JSON body to another service on the private network, given up after timeoutMs. */
export async function putInternalJson(url: string, payload: unknown, timeoutMs: number): Promise<InternalAnswer> {
  try {
    const res = await fetch(url, {
      method: 'PUT',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await res.json().catch(() => undefined);
    return { status: res.status, body };
  } catch {
    return { status: 0, body: undefined };
  }
}
