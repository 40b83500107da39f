import { artworkInput, artworkPageQuery } from '@easel/contracts';
import { bodyOf, caller, NotAllowedError, parseInput } from '@easel/service-kit';
import { Router, type Request, type RequestHandler } from 'express';
import { artworkDetail, artworkPage } from '../../domain/artwork-page';
import type { CatalogDeps } from '../../domain/catalog-deps';
import {
  asInput,
  deleteArtwork,
  editArtwork,
  ONLY_ARTISTS,
  ownedArtwork,
  publishArtwork,
} from '../../domain/publishing';

const slugOf = (req: Request) => String(req.params.slug);

export function artworkRoutes(deps: CatalogDeps, signedIn: RequestHandler[], maybeSignedIn: RequestHandler): Router {
  const router = Router();

  router.post('/artwork/new', ...signedIn, async (req, res) => {
    // A customer learns that first, before any field is checked.
    if (caller(req).role !== 'user') throw new NotAllowedError(ONLY_ARTISTS);
    const art = await publishArtwork(deps, caller(req), parseInput(artworkInput, bodyOf(req)));
    res.status(201).json({ art: await artworkDetail(deps, art, caller(req).sub) });
  });

  router.get('/artwork/get/:slug', maybeSignedIn, async (req, res) => {
    const { fp } = parseInput(artworkPageQuery, req.query);
    res.json(await artworkPage(deps, slugOf(req), { fp, userId: req.auth?.sub }));
  });

  // Fields left out keep their values: the edit form may send all of them or only what changed.
  router.put('/artwork/edit/:slug', ...signedIn, async (req, res) => {
    const current = await ownedArtwork(deps, caller(req), slugOf(req));
    const input = parseInput(artworkInput, { ...asInput(current), ...bodyOf(req) });
    res.json({ art: await artworkDetail(deps, await editArtwork(deps, current, input), caller(req).sub) });
  });

  router.delete('/artwork/:slug', ...signedIn, async (req, res) => {
    res.json(await deleteArtwork(deps, await ownedArtwork(deps, caller(req), slugOf(req))));
  });

  return router;
}
