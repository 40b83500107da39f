import { Router } from 'express';
import { createArtworkRepository } from '../../data-access/artwork-repository';
import { mediaFolder } from '../../data-access/media-folder';
import type { CatalogContext } from '../../service';
import { listArtworksRoute } from './list-artworks';
import { serveMediaRoute } from './serve-media';

export function catalogRoutes({ db, config }: CatalogContext): Router {
  return Router().use(listArtworksRoute(createArtworkRepository(db))).use(serveMediaRoute(mediaFolder(config.DATA_DIR)));
}
