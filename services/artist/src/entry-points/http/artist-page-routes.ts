import { artistPageInput } from '@easel/contracts/src/artist-page';
import { caller, parseInput, requireAuth } from '@easel/service-kit';
import { Router } from 'express';
import { createArtistPagesRepository } from '../../data-access/artist-pages-repository';
import { createCatalogWorks } from '../../data-access/catalog-works';
import type { ArtistDeps } from '../../domain/artist-deps';
import { savePage, showPage } from '../../domain/artist-page-design';

/** /artist/{slug}'s words, logo, colours and galleries; the works themselves are catalog's. */
export function artistPageRoutes(deps: ArtistDeps): Router {
  const { ctx, artists } = deps;
  const page = {
    pages: createArtistPagesRepository(ctx.db),
    artists,
    works: createCatalogWorks(ctx.internal, ctx.config.CATALOG_URL, ctx.logger),
  };
  return Router()
    .get('/artist/page/:slug', async (req, res) => {
      res.json(await showPage(page, req.params.slug));
    })
    .put('/artist/page', requireAuth, async (req, res) => {
      // The signed-in artist's own page: there is no other page this call could name.
      await savePage(page, caller(req), parseInput(artistPageInput, req.body ?? {}));
      res.json({ message: 'Your page is saved' });
    });
}
