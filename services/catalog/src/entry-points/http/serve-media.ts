import { NotFoundError } from '@easel/service-kit';
import { Router } from 'express';
import { isSafeMediaFileName } from '../../domain/media-file-name';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** GET /media/:file — files are never rewritten under the same name, so they are cached for good. */
export function serveMediaRoute(folder: string): Router {
  return Router().get('/media/:file', (req, res, next) => {
    const { file } = req.params;
    if (!isSafeMediaFileName(file)) throw new NotFoundError('Media not found');
    res.sendFile(file, { root: folder, maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny' }, (error) => {
      if (error) next(res.headersSent ? error : new NotFoundError('Media not found'));
    });
  });
}
