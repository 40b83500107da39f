import { Readable } from 'node:stream';
import type { MediaAnswer } from '@easel/contracts';
import { AppError, SERVICE_CREDENTIAL_HEADER, ServiceUnavailableError } from '@easel/service-kit';
import type { Request } from 'express';

const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * An article's cover, streamed as it arrives to catalog, which checks and stores pictures: the admin's token is not
 * one catalog takes, so the admin service sends it on with the service credential, naming the admin as its owner.
 */
export function createCatalogCovers(catalogUrl: string, secret: string) {
  return {
    async send(adminId: string, req: Request): Promise<MediaAnswer> {
      const url = `${catalogUrl.replace(/\/$/, '')}/internal/articles/covers?uploader=${encodeURIComponent(adminId)}`;
      const headers: Record<string, string> = { [SERVICE_CREDENTIAL_HEADER]: secret, accept: 'application/json' };
      for (const name of ['content-type', 'content-length']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers,
          body: Readable.toWeb(req) as ReadableStream,
          duplex: 'half',
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        } as RequestInit);
      } catch {
        throw new ServiceUnavailableError('The catalog service is not answering; please try again');
      }
      const body = (await res.json().catch(() => ({}))) as MediaAnswer & { message?: string };
      if (res.ok) return body;
      if (res.status >= 400 && res.status < 500 && res.status !== 401)
        throw new AppError(body.message ?? 'This file could not be uploaded', res.status);
      throw new ServiceUnavailableError('The catalog service is not answering; please try again');
    },
  };
}

export type CatalogCovers = ReturnType<typeof createCatalogCovers>;
