import { artistPageInput } from '@easel/contracts';
import { caller, parseInput, requireAuth, bodyOf } from '@easel/service-kit';
import { Router } from 'express';
import { savePage, showPage } from '../../domain/artist-page-design';
import type { ArtistDeps } from '../../deps';

/** /artist/{slug}'s words, logo, colours and galleries; the works themselves are catalog's. */
export function artistPageRoutes(deps: ArtistDeps): Router {
  return Router()
    .get('/artist/page/:slug', async (req, res) => {
      res.json(await showPage(deps, req.params.slug));
    })
    .put('/artist/page', requireAuth, async (req, res) => {
      // The signed-in artist's own page: there is no other page this call could name.
      await savePage(deps, caller(req), parseInput(artistPageInput, bodyOf(req)));
      res.json({ message: 'Your page is saved' });
    });
}
