import { caller, NotFoundError } from '@easel/service-kit';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { isSafeMediaFileName } from '../../domain/media-file-name';
import { storeUpload } from '../../domain/media-upload';
import { variantFor, variantMime } from '../../domain/media-variant';
import { takeUploadTurn, TooManyUploadsError } from '../../domain/upload-allowance';
import { receivedFile, receiveOneFile } from './receive-upload';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
// Files and variants are never rewritten under the same name, so they are cached for good.
const FOREVER = { maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny' } as const;

/** POST /media (one file, signed in) and GET /media/:file[?w=&q=]. */
export function mediaRoutes(deps: CatalogDeps, signedIn: RequestHandler[]): Router {
  const router = Router();

  // The turn is counted before a byte of the file is read.
  const uploadTurn: RequestHandler = async (req, res, next) => {
    await takeUploadTurn(deps, caller(req)).catch((error: unknown) => {
      if (error instanceof TooManyUploadsError) res.set('Retry-After', String(error.retryAfterSeconds));
      throw error;
    });
    next();
  };

  router.post('/media', ...signedIn, uploadTurn, receiveOneFile(deps.incomingFolder), async (req, res) => {
    res.status(201).json(await storeUpload(deps, caller(req), receivedFile(req)));
  });

  router.get('/media/:file', async (req, res) => {
    const { file } = req.params;
    if (!isSafeMediaFileName(file)) throw new NotFoundError('Media not found');
    const variant = variantFor(file, req.query, req.headers.accept);
    if (!variant) return sendOriginal(deps, file, req, res);
    const cached = await deps.variants.pathOf(file, variant);
    if (!cached) throw new NotFoundError('Media not found');
    res.vary('Accept').type(variantMime(variant));
    await sendFile(res, cached);
  });

  return router;
}

async function sendOriginal(deps: CatalogDeps, file: string, req: Request, res: Response) {
  const local = deps.storage.localPath(file);
  if (local) return sendFile(res, local);
  const stored = await deps.storage.stream?.(file, req.headers.range);
  if (!stored) throw new NotFoundError('Media not found');
  res
    .status(stored.status)
    .set(stored.headers)
    .set('Cache-Control', 'public, max-age=31536000, immutable')
    .type(file.slice(file.lastIndexOf('.')));
  await pipeline(stored.body, res).catch((error: unknown) => {
    // A visitor who stops a video closes the connection mid-file: nothing is left to answer.
    if (!res.headersSent) throw error;
  });
}

/** res.sendFile with ranges (video seeking), ETag and the long cache; a missing file is the JSON 404. */
function sendFile(res: Response, file: string): Promise<void> {
  // Sent by name within its folder: send checks dotfiles below the root only, and the folder may sit in a dot folder (.data).
  const within = { ...FOREVER, root: path.dirname(file) };
  return new Promise((resolve, reject) => {
    res.sendFile(path.basename(file), within, (error) => {
      if (!error) return resolve();
      reject(res.headersSent ? error : new NotFoundError('Media not found'));
    });
  });
}
