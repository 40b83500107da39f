import { AppError, ServiceUnavailableError, type InternalClient, type Logger } from '@easel/service-kit';

const CALL_TIMEOUT_MS = 5000;

export type DomainService = 'identity' | 'catalog' | 'artist' | 'commerce' | 'community';

/** What the service answered: a 2xx body, or its 4xx passed on to the admin with its own message. */
export interface DomainAnswer<T> {
  status: number;
  body: T;
}

/**
 * The admin area's calls to the services that own the data, with the service credential. A 4xx is the owner's own
 * refusal and reaches the admin as it is; no answer or a 5xx is a 503 naming the service.
 */
export function createDomainServices(internal: InternalClient, bases: Record<DomainService, string>, logger: Logger) {
  const call = async <T>(
    service: DomainService,
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<DomainAnswer<T>> => {
    const url = `${bases[service].replace(/\/$/, '')}${path}`;
    const answer =
      method === 'GET'
        ? await internal.getJson(url, CALL_TIMEOUT_MS)
        : method === 'PUT'
          ? await internal.putJson(url, body ?? {}, CALL_TIMEOUT_MS)
          : await internal.postJson(url, body ?? {}, CALL_TIMEOUT_MS);
    if (answer.status >= 200 && answer.status < 300) return { status: answer.status, body: answer.body as T };
    // A 401 is this service's own credential refused: not the admin's session, so it must not sign them out.
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 401) {
      const message = (answer.body as { message?: unknown } | undefined)?.message;
      throw new AppError(typeof message === 'string' ? message : `The ${service} service refused this`, answer.status);
    }
    logger.warn({ service, method, path, status: answer.status }, 'a domain service did not answer the admin area');
    throw new ServiceUnavailableError(`The ${service} service is not answering; please try again`);
  };
  return {
    get: <T>(service: DomainService, path: string) => call<T>(service, 'GET', path),
    put: <T>(service: DomainService, path: string, body?: unknown) => call<T>(service, 'PUT', path, body),
    post: <T>(service: DomainService, path: string, body?: unknown) => call<T>(service, 'POST', path, body),
  };
}

export type DomainServices = ReturnType<typeof createDomainServices>;
